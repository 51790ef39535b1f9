import {
  canMoveQuery,
  QUERY_BULK_ACTIONS,
  QUERY_BULK_EFFECTS,
  QUERY_SORTS,
  QUERY_STATUSES,
  QUERY_TYPES,
  type QueryBulkAction,
  type QueryStatus,
} from '@levera/domain';
import { Tabs } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useQueryStatusText } from '../../../entities/query/query-badges.tsx';
import { NewRowsNotice } from '../../../entities/admin-counts/new-rows-notice.tsx';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSearchParam } from '../../../lib/use-list-params.ts';
import { type ListSort, useListSort } from '../../../lib/use-list-sort.ts';
import { cn } from '../../../ui/cn.ts';
import { SelectField } from '../../../ui/field.tsx';
import { ListTools } from '../../../ui/list-tools.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { EmptyState, ErrorState, NoMatchesState } from '../../../ui/states.tsx';
import { useBulkSelection } from '../../../lib/use-bulk-selection.ts';
import {
  BulkActionBar,
  type BulkConfirmation,
  BulkResultSummary,
  SelectRowCheckbox,
} from '../../../ui/bulk-action-bar.tsx';
import { bulkActionOptions, bulkConfirmation } from '../../../ui/bulk-confirmation.ts';
import { fetchQueryTargets, useBulkQueryAction } from '../api/bulk-queries.ts';
import { useQueryList } from '../api/list-queries.ts';
import { assigneeFilterOf } from '../api/query-list-request.ts';
import { useQueryAssignees } from '../api/assign-query.ts';
import { useMarkQueryRead } from '../api/mark-query-read.ts';
import type { QueryTab } from '../api/query-types.ts';
import { type QueryStatusChange, useUpdateQueryStatus } from '../api/update-query-status.ts';
import { useQueryFilters } from '../hooks/use-query-filters.ts';
import { QueryCard } from './query-card.tsx';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

/** The screen: title, filters, sort and export, tabs with the list. */
const SCREEN_CLASS = 'flex flex-col gap-5';
const TITLE_CLASS = 'text-2xl font-bold text-slate-900';
const INTRO_CLASS = 'mt-1 text-sm text-slate-600';
/** The search and the status filter: stacked on a phone, side by side from `sm`. */
const FILTERS_CLASS = 'flex flex-col gap-3 sm:flex-row sm:items-end';
const SEARCH_CLASS = 'flex-1';
const STATUS_FILTER_CLASS = 'sm:w-56';
/**
 * The tabs wrap onto a second line rather than scroll: on a phone a scrolled list hid "Alla" (issue
 * 36 §9), and five tabs with their counts do not fit 375 px.
 */
const TAB_LIST_CLASS = 'flex flex-wrap gap-x-1 border-b border-slate-200';
/** A tab; the chosen one has `data-state="active"`. */
const TAB_CLASS = cn(
  'shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
  'border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900',
);
const TAB_PANEL_CLASS = 'pt-4 focus-visible:outline-none';
/** "12 queries" above the list. */
const RESULT_COUNT_CLASS = 'mb-3 text-sm font-medium text-slate-700';
const BULK_BAR_SLOT_CLASS = 'mb-3';
const LIST_CLASS = 'flex flex-col gap-3';

const TABS: QueryTab[] = ['all', ...QUERY_TYPES];

type QueryFiltersState = ReturnType<typeof useQueryFilters>;

/** The search, the status filter and the assignee filter (the team by name). */
function QueryFilters({
  search,
  filters,
  update,
}: {
  search: ReturnType<typeof useSearchParam>;
  filters: QueryFiltersState['filters'];
  update: QueryFiltersState['update'];
}) {
  const t = useT(ADMIN_QUERIES_NS);
  const statusText = useQueryStatusText();
  const statusFilterId = useId();
  const assigneeFilterId = useId();
  const namedAssignees = (useQueryAssignees() ?? []).map((admin) => ({ value: admin.id, label: admin.name }));
  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <div className={FILTERS_CLASS}>
      <search className={SEARCH_CLASS}>
        <form onSubmit={onSearchSubmit}>
          <SearchField
            search={search}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={100}
          />
        </form>
      </search>
      <div className={STATUS_FILTER_CLASS}>
        <SelectField
          id={statusFilterId}
          label={t('statusFilter.label')}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value as (typeof QUERY_STATUSES)[number] | '' })}
          options={[
            { value: '', label: t('statusFilter.all') },
            ...QUERY_STATUSES.map((status) => ({ value: status, label: statusText(status) })),
          ]}
        />
      </div>
      <div className={STATUS_FILTER_CLASS}>
        <SelectField
          id={assigneeFilterId}
          label={t('assigneeFilter.label')}
          value={filters.assignee}
          onChange={(event) => update({ assignee: assigneeFilterOf(event.target.value) })}
          options={[
            { value: '', label: t('assigneeFilter.anyone') },
            { value: 'me', label: t('assigneeFilter.me') },
            { value: 'none', label: t('assigneeFilter.none') },
            ...namedAssignees,
          ]}
        />
      </div>
    </div>
  );
}

/** The sort buttons and the export of what the filters show. */
function QueryTools({
  filters,
  sorting,
}: {
  filters: QueryFiltersState['filters'];
  sorting: ListSort<(typeof QUERY_SORTS)[number]>;
}) {
  const t = useT(ADMIN_QUERIES_NS);
  return (
    <ListTools
      columns={QUERY_SORTS.map((value) => ({ value, label: t(`sortColumns.${value}`) }))}
      sorting={sorting}
      exportFile={{
        path: '/queries/export.csv',
        query: {
          type: filters.tab === 'all' ? '' : filters.tab,
          status: filters.status,
          assignee: filters.assignee,
          q: filters.q.trim(),
          sort: sorting.sort,
          order: sorting.order,
        },
        fileName: 'queries',
      }}
    />
  );
}

/** The chosen tab's list: loading, failure, empty (or nothing matching), or the page of queries. */
function QueryListOfTab({
  list,
  isFiltered,
  onClearFilters,
  bulk,
  busyId,
  onMarkRead,
  onChangeStatus,
  onPageChange,
}: {
  list: ReturnType<typeof useQueryList>;
  isFiltered: boolean;
  onClearFilters: () => void;
  /** The bulk actions, for a role that may use them. */
  bulk: {
    selection: ReturnType<typeof useBulkSelection>;
    action: ReturnType<typeof useBulkQueryAction>;
    confirmationOf: (action: QueryBulkAction) => BulkConfirmation | undefined;
  } | null;
  busyId: string | false | undefined;
  onMarkRead: (id: string) => void;
  onChangeStatus: (change: QueryStatusChange) => void;
  onPageChange: (page: number) => void;
}) {
  const t = useT(ADMIN_QUERIES_NS);
  const format = useFormat();
  // A retry after a failed load shows the loading view again, not the old error.
  if (list.isPending || (list.isError && list.isFetching)) return <Loader variant="queries" />;
  if (list.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  const { data, total, totalIsEstimate, page, pageSize } = list.data;
  if (data.length === 0) {
    return isFiltered ? (
      <NoMatchesState
        title={t('empty.filteredTitle')}
        text={t('empty.filteredText')}
        clearLabel={t('empty.clearFilters')}
        onClear={onClearFilters}
      />
    ) : (
      <EmptyState title={t('empty.title')} text={t('empty.text')} />
    );
  }
  return (
    <>
      <h2 className={RESULT_COUNT_CLASS} aria-live="polite">
        {totalIsEstimate
          ? t('resultCountAbout', { count: total, formatted: format.count(total) })
          : t('resultCount', { count: total })}
      </h2>
      {bulk && (
        <div className={BULK_BAR_SLOT_CLASS}>
          <BulkActionBar
            selection={bulk.selection}
            page={data.map((query) => ({ id: query.id, status: query.status, label: query.caseNumber }))}
            total={total}
            isTotalEstimate={totalIsEstimate}
            actions={bulkActionOptions(
              QUERY_BULK_ACTIONS,
              (action) => t(`actions.${action}`),
              bulk.confirmationOf,
            )}
            isApplying={bulk.action.isPending}
            onApply={(action) =>
              bulk.action
                .mutateAsync({ action: action as QueryBulkAction, items: bulk.selection.items() })
                .then(bulk.selection.finish)
            }
          />
        </div>
      )}
      <ul
        aria-label={t('listLabel')}
        aria-busy={list.isPlaceholderData || undefined}
        className={cn(LIST_CLASS, list.isPlaceholderData && 'opacity-60')}
      >
        {data.map((query) => (
          <QueryCard
            key={query.id}
            query={query}
            isBusy={busyId === query.id}
            selectBox={
              bulk && (
                <SelectRowCheckbox
                  selection={bulk.selection}
                  row={{ id: query.id, status: query.status, label: query.caseNumber }}
                  label={query.caseNumber}
                />
              )
            }
            onMarkRead={onMarkRead}
            onChangeStatus={onChangeStatus}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        isEstimate={totalIsEstimate}
        rowCount={data.length}
        onPageChange={onPageChange}
        label={t('pagination.navigation')}
      />
    </>
  );
}

/**
 * The admin Queries screen, the admin start page (SPEC §2): tabs by requester type with counts,
 * search, a status filter, and the list with its actions. Filters live in the URL.
 */
export function AdminQueriesScreen() {
  const t = useT(ADMIN_QUERIES_NS);
  const format = useFormat();
  const { list: params, filters, update } = useQueryFilters();
  const sorting = useListSort(params, QUERY_SORTS);
  const list = useQueryList({ ...filters, sort: sorting.sort, order: sorting.order });
  const markRead = useMarkQueryRead();
  const changeStatus = useUpdateQueryStatus();
  // Bulk actions (decision 036): the selection starts again when the tab, filter or search changes.
  const { tab, status, assignee, q } = filters;
  const bulk = useBulkSelection({
    scope: JSON.stringify([tab, status, assignee, q]),
    fetchMatching: () => fetchQueryTargets({ tab, status, assignee, q }),
  });
  const bulkAction = useBulkQueryAction();
  // Every role answers queries; bulk actions and the export are not offered to support (issue 33 §1).
  const mayBulk = useAdminMay('bulkActions');
  /**
   * What a bulk status change will do to the selection, asked before it runs (issue 36 §2); marking
   * read changes no status and applies at once. A query's status e-mails nobody.
   */
  const confirmationOf = (action: QueryBulkAction): BulkConfirmation | undefined => {
    if (action === 'markRead' || !QUERY_BULK_EFFECTS[action].changesStatus) return undefined;
    return bulkConfirmation({
      t,
      formatCount: format.count,
      items: bulk.items(),
      canApply: (status) => canMoveQuery(status as QueryStatus, action),
      effect: { emails: false, asksReason: false },
      title: (selected) => t('bulkConfirm.title', { ...selected, status: t(`actions.${action}`) }),
      confirmLabel: t('bulkConfirm.confirm'),
      cancelLabel: t('bulkConfirm.cancel'),
      tone: 'primary',
    });
  };

  // The search box applies itself shortly after typing stops (or at once on Enter).
  const search = useSearchParam(params, { isServerSearch: true });
  const updateRef = useRef(update);
  updateRef.current = update;

  const busyId =
    (markRead.isPending && markRead.variables) || (changeStatus.isPending && changeStatus.variables?.id);
  const onChangeStatus = (change: QueryStatusChange) => changeStatus.mutate(change);
  const onMarkRead = (id: string) => markRead.mutate(id);

  // A page emptied by changes (rows moved to another status, say) goes back to the last real page.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const isPastEnd = Boolean(
    list.data && !list.isFetching && list.data.data.length === 0 && filters.page > lastPage,
  );
  useEffect(() => {
    if (isPastEnd) updateRef.current({ page: lastPage }, { replace: true });
  }, [isPastEnd, lastPage]);

  const isFiltered = Boolean(filters.q || filters.status || filters.assignee || filters.tab !== 'all');
  const counts = list.data?.counts;

  return (
    <section aria-labelledby="admin-queries-title" className={SCREEN_CLASS}>
      <div>
        <h1 id="admin-queries-title" className={TITLE_CLASS}>
          {t('title')}
        </h1>
        <p className={INTRO_CLASS}>{t('intro')}</p>
        <BulkResultSummary selection={bulk} />
      </div>

      <QueryFilters search={search} filters={filters} update={update} />

      <QueryTools filters={filters} sorting={sorting} />

      <NewRowsNotice of="queries" query={list} />
      <Tabs.Root value={filters.tab} onValueChange={(tab) => update({ tab: tab as QueryTab })}>
        <Tabs.List aria-label={t('tabsLabel')} className={TAB_LIST_CLASS}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={TAB_CLASS}>
              {counts
                ? list.data?.countsAreEstimates?.[tab]
                  ? t('tabWithCountAbout', { label: t(`tabs.${tab}`), formatted: format.count(counts[tab]) })
                  : t('tabWithCount', { label: t(`tabs.${tab}`), count: counts[tab] })
                : t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className={TAB_PANEL_CLASS}>
            {tab === filters.tab && (
              <QueryListOfTab
                list={list}
                isFiltered={isFiltered}
                onClearFilters={() => {
                  search.clear();
                  update({ tab: 'all', status: '', assignee: '', q: '' });
                }}
                bulk={mayBulk ? { selection: bulk, action: bulkAction, confirmationOf } : null}
                busyId={busyId}
                onMarkRead={onMarkRead}
                onChangeStatus={onChangeStatus}
                onPageChange={(next) => update({ page: next })}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
