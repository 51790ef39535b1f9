import type { UseQueryResult } from '@tanstack/react-query';
import { useFormat } from '../lib/format.ts';
import type { TFunction } from '../lib/i18n.ts';
import type { ReactNode } from 'react';
import type { ListParams } from '../lib/use-list-params.ts';
import { ListLoadStates } from './list-load-states.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyState } from './states.tsx';

/**
 * A paged back-office list: its heading and total, then the loader, the failed load with Retry, the
 * empty state or the rows, and under them the pages. The texts are the screen's `list.label`,
 * `list.total`, `list.loading`, `list.loadFailed`, `list.empty`, `list.emptyText` and
 * `pagination.navigation`; `empty` replaces the empty state's (e.g. no matches for a filter).
 * `isBusy` marks the section busy while a page loads; `isTotalAnnounced` reads a changed total out.
 */
export function PagedListSection<T>({
  id,
  list,
  t,
  params,
  pageSize,
  empty,
  isBusy,
  isTotalAnnounced = false,
  children,
}: {
  id: string;
  list: UseQueryResult<{ data: T[]; total: number; totalIsEstimate?: boolean | undefined }>;
  t: TFunction;
  /** The list's state in the address: the page shown, and how to move to another. */
  params: Pick<ListParams, 'page' | 'update'>;
  pageSize: number;
  empty?: { title: string; text: string };
  isBusy?: boolean;
  isTotalAnnounced?: boolean;
  children: (rows: T[]) => ReactNode;
}) {
  const headingId = `${id}-heading`;
  const total = list.data?.total ?? 0;
  // Past the API's exact-count limit the total is a lower bound (decision 068): "more than", `list.totalAbout`.
  const isEstimate = list.data?.totalIsEstimate === true;
  const format = useFormat();
  const emptyTexts = empty ?? { title: t('list.empty'), text: t('list.emptyText') };
  return (
    <section aria-labelledby={headingId} aria-busy={isBusy || undefined}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('list.label')}
        </h2>
        {list.data && (
          <p className="text-sm text-slate-600" aria-live={isTotalAnnounced ? 'polite' : undefined}>
            {isEstimate
              ? t('list.totalAbout', { count: total, formatted: format.count(total) })
              : t('list.total', { count: total })}
          </p>
        )}
      </div>
      <ListLoadStates list={list} t={t}>
        {() => {
          const rows = list.data?.data ?? [];
          return rows.length === 0 ? (
            <EmptyState title={emptyTexts.title} text={emptyTexts.text} />
          ) : (
            children(rows)
          );
        }}
      </ListLoadStates>
      <Pagination
        page={params.page}
        pageSize={pageSize}
        total={total}
        isEstimate={isEstimate}
        rowCount={list.data?.data.length}
        onPageChange={(next) => params.update({ page: next })}
        label={t('pagination.navigation')}
      />
    </section>
  );
}
