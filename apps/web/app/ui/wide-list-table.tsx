import type { ReactNode } from 'react';
import type { TFunction } from '../lib/i18n.ts';

/**
 * A list's table for wide screens (phones get the list's cards instead): a caption for screen
 * readers, one header cell for each column and an actions column on the right; the rows are the
 * list's own (`WideListRow`). The texts are the screen's `list.title` (the caption),
 * `list.columns.<column>` and `list.columns.actions`.
 */
export function WideListTable({
  t,
  columns,
  children,
}: {
  t: TFunction;
  /** The columns, left to right, before the actions. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <table className="hidden w-full border-collapse text-left text-sm md:table">
      <caption className="sr-only">{t('list.title')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-3 pr-4 font-semibold">
              {t(`list.columns.${column}`)}
            </th>
          ))}
          <th scope="col" className="py-3 text-right font-semibold">
            {t('list.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row of the table: `name` in its row header, `children` the cells of the other columns, `actions` last. */
export function WideListRow({
  name,
  actions,
  children,
}: {
  name: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr className="border-b border-slate-100 align-middle last:border-0">
      <th scope="row" className="py-3 pr-4 font-normal">
        {name}
      </th>
      {children}
      <td className="py-3">{actions}</td>
    </tr>
  );
}
