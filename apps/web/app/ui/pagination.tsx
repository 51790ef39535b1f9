import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { Button } from './button.tsx';

/**
 * Previous/next paging with "page X of Y" (server-side pages) for the back-office lists; its words
 * are the back-office namespace's (registered by the back-office layout), `label` names the list's pages.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const t = useT('back-office');
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 py-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t('pagination.status', { page: format.count(page), pages: format.count(pages) })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
