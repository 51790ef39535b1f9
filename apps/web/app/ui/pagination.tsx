import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { Button } from './button.tsx';

/**
 * Previous/next paging with "page X of Y" (server-side pages) for the back-office lists; its words
 * are the back-office namespace's (registered by the back-office layout), `label` names the list's pages.
 * With a total that is a lower bound (`isEstimate`: more matches than `total`, decision 068) it says
 * "page X of more than Y", and the last page is the one that is not full (`rowCount` below `pageSize`).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  isEstimate = false,
  rowCount,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** There are more matches than `total` (the API's count stopped at its limit). */
  isEstimate?: boolean | undefined;
  /** Rows on the page shown: with an estimate, a page that is not full is the last. */
  rowCount?: number | undefined;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const t = useT('back-office');
  const format = useFormat();
  // More than `total` rows fill more than its whole pages.
  const pages = Math.max(1, isEstimate ? Math.floor(total / pageSize) : Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const isLast = isEstimate ? rowCount !== undefined && rowCount < pageSize : page >= pages;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 py-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t(isEstimate ? 'pagination.statusAbout' : 'pagination.status', {
          page: format.count(page),
          pages: format.count(pages),
        })}
      </span>
      <Button variant="secondary" size="sm" disabled={isLast} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
