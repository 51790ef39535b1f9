import type { ReactNode } from 'react';

/**
 * A list's table for wide screens (phones get the list's cards instead): a caption for screen
 * readers, one header cell for each column and an actions column on the right; the rows are the
 * list's own.
 */
export function WideListTable({
  caption,
  columns,
  actionsLabel,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  /** The columns' labels, left to right, before the actions. */
  columns: readonly string[];
  actionsLabel: string;
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <table className="hidden w-full border-collapse text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          {columns.map((label) => (
            <th key={label} scope="col" className="py-3 pr-4 font-semibold">
              {label}
            </th>
          ))}
          <th scope="col" className="py-3 text-right font-semibold">
            {actionsLabel}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
