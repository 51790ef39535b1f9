import type { ComponentProps } from 'react';
import { useAdminMay } from '../lib/admin-permissions.tsx';
import type { ListSort } from '../lib/use-list-sort.ts';
import { cn } from './cn.ts';
import { ExportButton } from './export-button.tsx';
import { SortButtons } from './sort-buttons.tsx';

/**
 * The row under a back-office list's filters (issue 18): its sort buttons, and "Export CSV" of what
 * the filters show for an admin who may export lists.
 */
export function ListTools<S extends string>({
  columns,
  sorting,
  exportFile,
  className,
}: {
  columns: readonly { value: S; label: string }[];
  sorting: ListSort<S>;
  exportFile: ComponentProps<typeof ExportButton>;
  className?: string;
}) {
  const mayExport = useAdminMay('exportLists');
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <SortButtons columns={columns} sort={sorting.sort} order={sorting.order} onSort={sorting.toggle} />
      {mayExport && <ExportButton {...exportFile} />}
    </div>
  );
}
