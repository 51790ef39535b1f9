import {
  PARTNER_SORTS,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerStatus,
  type PartnerType,
  SEARCH_MAX_LENGTH,
} from '@levera/domain';
import { Tabs } from 'radix-ui';
import { NewRowsNotice } from '../../../entities/admin-counts/new-rows-notice.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { useBulkSelection } from '../../../lib/use-bulk-selection.ts';
import { useListParams, useSearchParam } from '../../../lib/use-list-params.ts';
import { useListSort } from '../../../lib/use-list-sort.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { BulkResultSummary } from '../../../ui/bulk-action-bar.tsx';
import { cn } from '../../../ui/cn.ts';
import { SelectField } from '../../../ui/field.tsx';
import { ListTools } from '../../../ui/list-tools.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { EmptyState, ErrorState } from '../../../ui/states.tsx';
import { fetchPartnerTargets } from '../api/bulk-partners.ts';
import { readPartnerListParams, usePartners } from '../api/get-partners.ts';
import { PartnerList, usePartnerRows } from './partner-list.tsx';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

const TABS = ['all', ...PARTNER_TYPES] as const;
type Tab = (typeof TABS)[number];

type ListParams = ReturnType<typeof useListParams>;

/** Above the list: the search, the status filter, the sort, the export and the count. */
function PartnerListControls({
  params,
  search,
  list,
}: {
  params: ListParams;
  /** The search box's state, kept by the screen so that typing outlasts a change of tab. */
  search: ReturnType<typeof useSearchParam>;
  list: ReturnType<typeof usePartners>;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  const format = useFormat();
  const sorting = useListSort(params, PARTNER_SORTS);
  const type = oneOf<PartnerType>(PARTNER_TYPES, params.get('type'));
  const status = oneOf<PartnerStatus>(PARTNER_STATUSES, params.get('status'));
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="relative">
          <SearchField
            search={search}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={SEARCH_MAX_LENGTH}
          />
        </div>
        <SelectField
          label={t('statusFilter.label')}
          placeholder={t('statusFilter.all')}
          options={PARTNER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status ?? ''}
          onChange={(event) => params.update({ status: event.target.value || null })}
        />
      </div>
      <ListTools
        columns={PARTNER_SORTS.map((value) => ({ value, label: t(`sortColumns.${value}`) }))}
        sorting={sorting}
        exportFile={{
          path: '/partners/export.csv',
          query: { type, status, q: search.q.trim(), sort: sorting.sort, order: sorting.order },
          fileName: 'partner-applications',
        }}
      />
      <div className="flex min-h-6 items-center justify-between gap-4 text-sm text-slate-700">
        <p aria-live="polite">
          {list.data &&
            t(list.data.totalIsEstimate ? 'list.countAbout' : 'list.count', {
              count: total,
              formatted: format.count(total),
            })}
        </p>
        {list.isFetching && !list.isPending && (
          <Loader variant="compact" size="small" message={t('list.refreshing')} />
        )}
      </div>
    </>
  );
}

/**
 * The admin Partners screen (SPEC §2, §8): tabs All, Riders, Vendors; a server-side search and status
 * filter; rows that expand to the whole record with its legal actions; paging. The tab, filter,
 * search and page live in the address, so a view can be bookmarked, shared and reloaded.
 */
export function PartnersScreen() {
  const t = useT(ADMIN_PARTNERS_NS);
  const message = useMessage();
  const params = useListParams();
  const { page, update } = params;
  const type = oneOf<PartnerType>(PARTNER_TYPES, params.get('type'));
  const status = oneOf<PartnerStatus>(PARTNER_STATUSES, params.get('status'));
  const search = useSearchParam(params, { isServerSearch: true });
  const { q } = search;

  const list = usePartners(readPartnerListParams(params));
  const rows = usePartnerRows();
  // Bulk actions (decision 036): the selection starts again when the tab, filter or search changes.
  const bulk = useBulkSelection({
    scope: JSON.stringify([type, status, q]),
    fetchMatching: () => fetchPartnerTargets({ type, status, q }),
  });

  const isFiltered = Boolean(type || status || q);

  const body = list.isError ? (
    <ErrorState message={message('loadPartnersFailed')} onRetry={() => void list.refetch()} />
  ) : list.isPending ? (
    <Loader />
  ) : list.data.data.length === 0 ? (
    <EmptyState title={t('list.emptyTitle')} text={isFiltered ? t('list.emptyText') : t('list.emptyAll')} />
  ) : (
    <PartnerList
      partners={list.data}
      isPlaceholder={list.isPlaceholderData}
      rows={rows}
      bulk={bulk}
      page={page}
      onPageChange={(next) => update({ page: next })}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
        <BulkResultSummary selection={bulk} />
      </div>

      <NewRowsNotice of="partners" query={list} />
      <Tabs.Root
        value={type ?? 'all'}
        onValueChange={(value) => update({ type: value === 'all' ? null : value })}
        activationMode="manual"
      >
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 border-b border-slate-200">
          {TABS.map((tab: Tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={cn(
                '-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                'data-[state=active]:border-brand-700 data-[state=active]:text-brand-900',
                'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:text-slate-900',
              )}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="flex flex-col gap-4 pt-4 focus-visible:outline-none">
            <PartnerListControls params={params} search={search} list={list} />
            {body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
