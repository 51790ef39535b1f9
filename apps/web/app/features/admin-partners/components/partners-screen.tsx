import {
  canApplyPartnerAction,
  PARTNER_BULK_ACTIONS,
  PARTNER_BULK_EFFECTS,
  PARTNER_SORTS,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerAction,
  type PartnerBulkAction,
  type PartnerStatus,
  type PartnerType,
  SEARCH_MAX_LENGTH,
} from '@levera/domain';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { useFormat } from '../../../lib/format.ts';
import { useListParams, useSearchParam } from '../../../lib/use-list-params.ts';
import { useListSort } from '../../../lib/use-list-sort.ts';
import { cn } from '../../../ui/cn.ts';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { ExportButton } from '../../../ui/export-button.tsx';
import { SortButtons } from '../../../ui/sort-buttons.tsx';
import { EmptyState, ErrorState } from '../../../ui/states.tsx';
import { useBulkSelection } from '../../../lib/use-bulk-selection.ts';
import {
  BulkActionBar,
  type BulkConfirmation,
  BulkResultSummary,
  SelectRowCheckbox,
} from '../../../ui/bulk-action-bar.tsx';
import { fetchPartnerTargets, useBulkPartnerAction } from '../api/bulk-partners.ts';
import { readPartnerListParams, usePartners } from '../api/get-partners.ts';
import { NewRowsNotice } from '../../../entities/admin-counts/new-rows-notice.tsx';
import { useUpdatePartnerStatus } from '../api/update-partner-status.ts';
import { PartnerRow } from './partner-row.tsx';

const TABS = ['all', ...PARTNER_TYPES] as const;
type Tab = (typeof TABS)[number];

/**
 * The admin Partners screen (SPEC §2, §8): tabs All, Riders, Vendors; a server-side search and status
 * filter; rows that expand to the whole record with its legal actions; paging. The tab, filter,
 * search and page live in the address, so a view can be bookmarked, shared and reloaded.
 */
export function PartnersScreen() {
  const t = useT('admin-partners');
  const message = useMessage();
  const format = useFormat();
  const params = useListParams();
  const search = useSearchParam(params, { isServerSearch: true });
  const { page, update } = params;
  const type = oneOf<PartnerType>(PARTNER_TYPES, params.get('type'));
  const status = oneOf<PartnerStatus>(PARTNER_STATUSES, params.get('status'));
  const { q } = search;

  const { sort, order, toggle: toggleSort } = useListSort(params, PARTNER_SORTS);

  const list = usePartners(readPartnerListParams(params));
  const mutation = useUpdatePartnerStatus();
  // Bulk actions (decision 036): the selection starts again when the tab, filter or search changes.
  const bulk = useBulkSelection({
    scope: JSON.stringify([type, status, q]),
    fetchMatching: () => fetchPartnerTargets({ type, status, q }),
  });
  const bulkAction = useBulkPartnerAction();
  // What a role may not do is not offered (issue 33 §1).
  const mayBulk = useAdminMay('bulkActions');
  const mayExport = useAdminMay('exportLists');
  const counted = (count: number) => ({ count, formatted: format.count(count) });
  /** What the bulk action will do to the selection, asked before it runs (issue 36 §2). */
  const confirmationOf = (action: PartnerBulkAction): BulkConfirmation => {
    const items = bulk.items();
    const changing = items.filter((item) =>
      canApplyPartnerAction(item.expectedStatus as PartnerStatus, action),
    ).length;
    const effect = PARTNER_BULK_EFFECTS[action];
    const sentences = [
      effect.emails && changing > 0 ? t('bulkConfirm.emails', counted(changing)) : t('bulkConfirm.noEmail'),
      effect.asksReason && t('bulkConfirm.reason'),
      items.length > changing && t('bulkConfirm.skipped', counted(items.length - changing)),
    ];
    return {
      title: t(`bulkConfirm.${action}Title`, counted(items.length)),
      description: sentences.filter(Boolean).join(' '),
      confirmLabel: t(`actions.${action}`),
      cancelLabel: t('bulkConfirm.cancel'),
      asksReason: effect.asksReason,
      tone: action === 'reject' ? 'danger' : 'primary',
    };
  };
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const pendingActionOf = (id: string): PartnerAction | null =>
    mutation.isPending && mutation.variables?.id === id ? mutation.variables.action : null;

  const isFiltered = Boolean(type || status || q);
  const total = list.data?.total ?? 0;

  const body = list.isError ? (
    <ErrorState message={message('loadPartnersFailed')} onRetry={() => void list.refetch()} />
  ) : list.isPending ? (
    <Loader />
  ) : list.data.data.length === 0 ? (
    <EmptyState title={t('list.emptyTitle')} text={isFiltered ? t('list.emptyText') : t('list.emptyAll')} />
  ) : (
    <>
      {mayBulk && (
        <BulkActionBar
          selection={bulk}
          page={list.data.data.map((partner) => ({
            id: partner.id,
            status: partner.status,
            label: partner.caseNumber,
          }))}
          total={total}
          isTotalEstimate={list.data.totalIsEstimate}
          actions={PARTNER_BULK_ACTIONS.map((action) => ({
            value: action,
            label: t(`actions.${action}`),
            confirmation: confirmationOf(action),
          }))}
          isApplying={bulkAction.isPending}
          onApply={(action, reason) =>
            bulkAction
              .mutateAsync({ action: action as PartnerBulkAction, items: bulk.items(), reason })
              .then(bulk.finish)
          }
        />
      )}
      <ul
        aria-label={t('list.label')}
        className={cn('flex flex-col gap-3', list.isPlaceholderData && 'opacity-60')}
      >
        {list.data.data.map((partner) => (
          <PartnerRow
            key={partner.id}
            partner={partner}
            isExpanded={expanded.has(partner.id)}
            onToggle={() => toggle(partner.id)}
            pendingAction={pendingActionOf(partner.id)}
            onAction={(action, reason) =>
              mutation.mutate({ id: partner.id, action, expectedStatus: partner.status, reason })
            }
            selectBox={
              mayBulk && (
                <SelectRowCheckbox
                  selection={bulk}
                  row={{ id: partner.id, status: partner.status, label: partner.caseNumber }}
                  label={`${partner.name} (${partner.caseNumber})`}
                />
              )
            }
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={list.data.pageSize}
        total={total}
        isEstimate={list.data.totalIsEstimate}
        rowCount={list.data.data.length}
        onPageChange={(next) => update({ page: next })}
        label={t('pagination.label')}
      />
    </>
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
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
              <div className="relative">
                <TextField
                  label={t('search.label')}
                  type="search"
                  placeholder={t('search.placeholder')}
                  maxLength={SEARCH_MAX_LENGTH}
                  value={search.text}
                  onChange={(event) => search.onChange(event.target.value)}
                  error={search.error}
                />
              </div>
              <SelectField
                label={t('statusFilter.label')}
                placeholder={t('statusFilter.all')}
                options={PARTNER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
                value={status ?? ''}
                onChange={(event) => update({ status: event.target.value || null })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <SortButtons
                columns={PARTNER_SORTS.map((value) => ({ value, label: t(`sortColumns.${value}`) }))}
                sort={sort}
                order={order}
                onSort={toggleSort}
              />
              {mayExport && (
                <ExportButton
                  path="/partners/export.csv"
                  query={{ type, status, q: q.trim(), sort, order }}
                  fileName="partner-applications"
                />
              )}
            </div>
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
            {body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
