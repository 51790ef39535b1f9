import { Button } from './button.tsx';

/** Previous/next paging with "page X of Y" (server-side pages). */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  labels,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labels: {
    navigation: string;
    previous: string;
    next: string;
    status: (page: number, pages: number) => string;
  };
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-between gap-4 py-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {labels.status(page, pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
