import type { MenuDiff } from '@levera/domain';
import { type ReactNode, useId } from 'react';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import { ScrollableTable } from '../../../ui/scrollable-table.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

type Values = { name: string; description: string; category: string; price: number; available: boolean };
type Row = { kind: 'added' | 'changed' | 'removed'; key: string; before?: Values; after?: Values };

const TONES: Record<Row['kind'], BadgeTone> = { added: 'success', changed: 'info', removed: 'danger' };
const COUNTS = ['added', 'changed', 'removed', 'unchanged'] as const;

/**
 * What an upload changes in a menu (issue 19 §2, decision 041): the four counts, then every added,
 * changed and removed item; a changed value reads "before → after".
 */
export function MenuDiffView({ diff, changedSince }: { diff: MenuDiff; changedSince: boolean }) {
  const t = useT(ADMIN_VENDORS_NS);
  const format = useFormat();
  const titleId = useId();

  const rows: Row[] = [
    ...diff.added.map((after, index) => ({ kind: 'added' as const, key: `a${index}`, after })),
    ...diff.changed.map(({ before, after }) => ({ kind: 'changed' as const, key: before.id, before, after })),
    ...diff.removed.map((before) => ({ kind: 'removed' as const, key: before.id, before })),
  ];
  const availability = (value: boolean) => (value ? t('menu.yes') : t('menu.no'));
  const cell = <Key extends keyof Values>(
    row: Row,
    key: Key,
    show: (value: Values[Key]) => string,
  ): ReactNode => {
    const before = row.before ? show(row.before[key]) : null;
    const after = row.after ? show(row.after[key]) : null;
    if (before === null || after === null || before === after) return after ?? before;
    return (
      <>
        <del className="text-slate-500">{before}</del>
        <span aria-hidden="true"> → </span>
        <ins className="font-semibold no-underline">{after}</ins>
      </>
    );
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t('menu.diff.title')}
      </h3>
      {changedSince && (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('menu.diff.changedSince')}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('menu.diff.intro')}</p>
      <dl aria-label={t('menu.diff.counts')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t(`menu.diff.${count}`)}
            </dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">
              {format.count(diff.counts[count])}
            </dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('menu.diff.nothing')}</p>
      ) : (
        <ScrollableTable
          caption={t('menu.diff.rowsLabel')}
          columns={(['change', 'name', 'category', 'price', 'available'] as const).map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {t(`menu.diff.columns.${column}`)}
            </th>
          ))}
        >
          {rows.map((row) => (
            <tr
              key={row.key}
              className={cn('border-t border-slate-200 align-top', row.kind === 'removed' && 'bg-red-50')}
            >
              <td className="px-3 py-2">
                <Badge tone={TONES[row.kind]}>{t(`menu.diff.kinds.${row.kind}`)}</Badge>
              </td>
              <th scope="row" className="min-w-36 px-3 py-2 font-medium text-slate-900 wrap-break-word">
                {cell(row, 'name', (value) => value)}
                {row.before && row.after && row.before.description !== row.after.description && (
                  <span className="block text-xs font-normal text-slate-600">
                    {t('menu.diff.descriptionChanged')}
                  </span>
                )}
              </th>
              <td className="min-w-28 px-3 py-2 text-slate-800 wrap-break-word">
                {cell(row, 'category', (value) => value)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-800">
                {cell(row, 'price', (value) => format.money(value))}
              </td>
              <td className="px-3 py-2 text-slate-800">{cell(row, 'available', availability)}</td>
            </tr>
          ))}
        </ScrollableTable>
      )}
    </section>
  );
}
