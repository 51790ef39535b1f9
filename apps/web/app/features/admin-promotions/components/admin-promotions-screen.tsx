import {
  canApplyPromotionAction,
  PROMOTION_BULK_ACTIONS,
  PROMOTION_BULK_EFFECTS,
  PROMOTION_DISPLAY_STATUSES,
  PROMOTION_SORTS,
  type PromotionBulkAction,
  type PromotionStatus,
} from '@levera/domain';
import { useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useListSort } from '../../../lib/use-list-sort.ts';
import { useStatusListParams } from '../../../lib/use-status-list-params.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { ListTools } from '../../../ui/list-tools.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { ListCard, ListCardTitle } from '../../../ui/list-card.tsx';
import { PagedListSection } from '../../../ui/paged-list-section.tsx';
import { NewRowsNotice } from '../../../entities/admin-counts/new-rows-notice.tsx';
import { useBulkSelection } from '../../../lib/use-bulk-selection.ts';
import { BulkActionBar, BulkResultSummary, SelectRowCheckbox } from '../../../ui/bulk-action-bar.tsx';
import { bulkActionOptions, bulkConfirmation } from '../../../ui/bulk-confirmation.ts';
import { fetchPromotionTargets, useBulkPromotionAction } from '../api/bulk-promotions.ts';
import { PROMOTIONS_PAGE_SIZE, readPromotionListFilters, usePromotions } from '../api/list-promotions.ts';
import type { AdminPromotion } from '../../../entities/promotion/promotion-types.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';
import { PromotionResults } from '../../../entities/promotion/promotion-results.tsx';
import { PromotionStatusBadge } from '../../../entities/promotion/promotion-status-badge.tsx';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { PromotionActions } from './promotion-actions.tsx';
import { PromotionDetailsDialog } from './promotion-details-dialog.tsx';
import { PromotionStatsPanel } from './promotion-stats.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';

/** A promotion as the bulk selection keeps it: named by its title. */
const selectableRowOf = (promotion: AdminPromotion) => ({
  id: promotion.id,
  status: promotion.status,
  label: promotion.title,
});

/** Admin Promotions (SPEC §2): stats, a searched and filtered list, details, and the legal actions. */
export function AdminPromotionsScreen() {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const text = usePromotionText();
  // Search, status and page live in the address (issue 15).
  // The status filter is what the badges show: Scheduled apart from Active (issue 36 §9).
  const { list, search, status, q } = useStatusListParams(PROMOTION_DISPLAY_STATUSES);
  const [selected, setSelected] = useState<AdminPromotion | null>(null);
  const sorting = useListSort(list, PROMOTION_SORTS);
  const promotions = usePromotions(readPromotionListFilters(list));
  // Bulk actions (decision 036): the selection starts again when the filter or search changes.
  const bulk = useBulkSelection({
    scope: JSON.stringify([status, q]),
    fetchMatching: () => fetchPromotionTargets({ q, status }),
  });
  const bulkAction = useBulkPromotionAction();
  // What a role may not do is not offered (issue 33 §1).
  const mayBulk = useAdminMay('bulkActions');
  const format = useFormat();
  /**
   * What the bulk action will do to the selection, asked before it runs (issue 36 §2): expiring
   * cannot be undone, and approving, rejecting and expiring e-mail each promotion's vendor.
   */
  const confirmationOf = (action: PromotionBulkAction) =>
    bulkConfirmation({
      t,
      formatCount: format.count,
      items: bulk.items(),
      canApply: (status) => canApplyPromotionAction(status as PromotionStatus, action),
      effect: PROMOTION_BULK_EFFECTS[action],
      lead: action === 'markExpired' && t('bulkConfirm.markExpiredText'),
      title: (selected) => t(`bulkConfirm.${action}Title`, selected),
      confirmLabel: t(`actions.${action}`),
      cancelLabel: t('actions.cancel'),
      tone: action === 'reject' || action === 'markExpired' ? 'danger' : 'primary',
    });

  const hasFilters = q !== '' || status !== '';

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('heading')} intro={t('intro')} isIntroSmall>
        <BulkResultSummary selection={bulk} />
      </ScreenHeader>

      <PromotionStatsPanel />

      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            search={search}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <div className="sm:w-56">
          <SelectField
            label={t('filters.status')}
            value={status}
            placeholder={t('filters.allStatuses')}
            options={PROMOTION_DISPLAY_STATUSES.map((value) => ({ value, label: text.status(value) }))}
            onChange={(event) => list.update({ status: event.target.value })}
          />
        </div>
        {hasFilters && (
          <Button
            variant="ghost"
            onClick={() => {
              search.clear();
              list.update({ q: null, status: null });
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>

      <ListTools
        columns={PROMOTION_SORTS.map((value) => ({ value, label: t(`sortColumns.${value}`) }))}
        sorting={sorting}
        exportFile={{
          path: '/promotions/export.csv',
          query: { q, status, sort: sorting.sort, order: sorting.order },
          fileName: 'promotions',
        }}
      />

      <NewRowsNotice of="promotions" query={promotions} />
      <PagedListSection
        id="promotion-list"
        list={promotions}
        t={t}
        params={list}
        pageSize={PROMOTIONS_PAGE_SIZE}
        empty={hasFilters ? { title: t('list.noMatches'), text: t('list.noMatchesText') } : undefined}
        isBusy={promotions.isFetching}
        isTotalAnnounced
      >
        {(rows) => (
          <>
            {mayBulk && (
              <div className="mb-3">
                <BulkActionBar
                  selection={bulk}
                  page={rows.map(selectableRowOf)}
                  total={promotions.data?.total ?? 0}
                  isTotalEstimate={promotions.data?.totalIsEstimate}
                  actions={bulkActionOptions(
                    PROMOTION_BULK_ACTIONS,
                    (action) => t(`actions.${action}`),
                    confirmationOf,
                  )}
                  isApplying={bulkAction.isPending}
                  onApply={(action, reason) =>
                    bulkAction
                      .mutateAsync({ action: action as PromotionBulkAction, items: bulk.items(), reason })
                      .then(bulk.finish)
                  }
                />
              </div>
            )}
            <ul className="flex flex-col gap-3">
              {rows.map((promotion) => (
                <li key={promotion.id} className="flex items-start gap-3">
                  {mayBulk && (
                    <SelectRowCheckbox
                      selection={bulk}
                      row={selectableRowOf(promotion)}
                      label={promotion.title}
                      className="mt-5"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <PromotionRow promotion={promotion} onOpen={() => setSelected(promotion)} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedListSection>

      <PromotionDetailsDialog
        promotionId={selected?.id ?? null}
        title={selected?.title ?? ''}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}

function PromotionRow({ promotion, onOpen }: { promotion: AdminPromotion; onOpen: () => void }) {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const text = usePromotionText();
  const titleId = `admin-promotion-${promotion.id}`;
  return (
    <ListCard
      titleId={titleId}
      data-testid="admin-promotion-row"
      className="grid grid-cols-1 gap-3 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto] lg:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <ListCardTitle id={titleId}>{promotion.title}</ListCardTitle>
          <PromotionStatusBadge promotion={promotion} />
        </div>
        <p className="text-sm text-slate-600">{t('list.by', { vendor: promotion.vendorName })}</p>
        <p className="mt-1 text-sm font-medium text-brand-700">{text.discount(promotion)}</p>
        <p className="text-sm text-slate-700">{text.dateRange(promotion)}</p>
      </div>
      <PromotionResults promotion={promotion} label={(figure) => t(`list.${figure}`)} look="listRow" />
      <div className="flex flex-col items-start gap-2 lg:items-end">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('list.detailsLabel', { title: promotion.title })}
          onClick={onOpen}
        >
          {t('list.details')}
        </Button>
        <PromotionActions promotion={promotion} />
      </div>
    </ListCard>
  );
}
