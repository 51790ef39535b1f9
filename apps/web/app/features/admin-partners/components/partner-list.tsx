import {
  canApplyPartnerAction,
  PARTNER_BULK_ACTIONS,
  PARTNER_BULK_EFFECTS,
  type PartnerAction,
  type PartnerBulkAction,
  type PartnerStatus,
} from '@levera/domain';
import { useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { useBulkSelection } from '../../../lib/use-bulk-selection.ts';
import { BulkActionBar, type BulkConfirmation, SelectRowCheckbox } from '../../../ui/bulk-action-bar.tsx';
import { bulkActionOptions, bulkConfirmation } from '../../../ui/bulk-confirmation.ts';
import { cn } from '../../../ui/cn.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { useBulkPartnerAction } from '../api/bulk-partners.ts';
import type { usePartners } from '../api/get-partners.ts';
import { useUpdatePartnerStatus } from '../api/update-partner-status.ts';
import { PartnerRow } from './partner-row.tsx';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

type BulkSelection = ReturnType<typeof useBulkSelection>;
/** A loaded page of the partner list. */
type LoadedPartners = NonNullable<ReturnType<typeof usePartners>['data']>;

/** What each bulk action will do to the selection, asked before it runs (issue 36 §2). */
function usePartnerBulkConfirmation(bulk: BulkSelection) {
  const t = useT(ADMIN_PARTNERS_NS);
  const format = useFormat();
  return (action: PartnerBulkAction): BulkConfirmation =>
    bulkConfirmation({
      t,
      formatCount: format.count,
      items: bulk.items(),
      canApply: (status) => canApplyPartnerAction(status as PartnerStatus, action),
      effect: PARTNER_BULK_EFFECTS[action],
      title: (selected) => t(`bulkConfirm.${action}Title`, selected),
      confirmLabel: t(`actions.${action}`),
      cancelLabel: t('bulkConfirm.cancel'),
      tone: action === 'reject' ? 'danger' : 'primary',
    });
}

/** A partner as the bulk selection keeps it: named by its case number. */
const selectableRowOf = (partner: LoadedPartners['data'][number]) => ({
  id: partner.id,
  status: partner.status,
  label: partner.caseNumber,
});

/** The bulk actions' bar over the page, for the admins who may use it (decision 036). */
function PartnerBulkBar({ bulk, partners }: { bulk: BulkSelection; partners: LoadedPartners }) {
  const t = useT(ADMIN_PARTNERS_NS);
  const bulkAction = useBulkPartnerAction();
  const confirmationOf = usePartnerBulkConfirmation(bulk);
  return (
    <BulkActionBar
      selection={bulk}
      page={partners.data.map(selectableRowOf)}
      total={partners.total}
      isTotalEstimate={partners.totalIsEstimate}
      actions={bulkActionOptions(PARTNER_BULK_ACTIONS, (action) => t(`actions.${action}`), confirmationOf)}
      isApplying={bulkAction.isPending}
      onApply={(action, reason) =>
        bulkAction
          .mutateAsync({ action: action as PartnerBulkAction, items: bulk.items(), reason })
          .then(bulk.finish)
      }
    />
  );
}

/**
 * Which rows are expanded and which status change is on its way: kept by the screen, so they outlast
 * a tab's list (a row expanded under All stays expanded under its type).
 */
export function usePartnerRows() {
  const mutation = useUpdatePartnerStatus();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return {
    isExpanded: (id: string) => expanded.has(id),
    toggle: (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    pendingActionOf: (id: string): PartnerAction | null =>
      mutation.isPending && mutation.variables?.id === id ? mutation.variables.action : null,
    act: mutation.mutate,
  };
}

/**
 * A loaded page of partners: the bulk bar, the rows (each expands to the whole record with its legal
 * actions) and the paging.
 */
export function PartnerList({
  partners,
  isPlaceholder,
  rows,
  bulk,
  page,
  onPageChange,
}: {
  partners: LoadedPartners;
  /** The previous page's rows, shown dimmed while the next loads. */
  isPlaceholder: boolean;
  rows: ReturnType<typeof usePartnerRows>;
  bulk: BulkSelection;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  // What a role may not do is not offered (issue 33 §1).
  const mayBulk = useAdminMay('bulkActions');

  return (
    <>
      {mayBulk && <PartnerBulkBar bulk={bulk} partners={partners} />}
      <ul aria-label={t('list.label')} className={cn('flex flex-col gap-3', isPlaceholder && 'opacity-60')}>
        {partners.data.map((partner) => (
          <PartnerRow
            key={partner.id}
            partner={partner}
            isExpanded={rows.isExpanded(partner.id)}
            onToggle={() => rows.toggle(partner.id)}
            pendingAction={rows.pendingActionOf(partner.id)}
            onAction={(action, reason) =>
              rows.act({ id: partner.id, action, expectedStatus: partner.status, reason })
            }
            selectBox={
              mayBulk && (
                <SelectRowCheckbox
                  selection={bulk}
                  row={selectableRowOf(partner)}
                  label={`${partner.name} (${partner.caseNumber})`}
                />
              )
            }
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={partners.pageSize}
        total={partners.total}
        isEstimate={partners.totalIsEstimate}
        rowCount={partners.data.length}
        onPageChange={onPageChange}
        label={t('pagination.label')}
      />
    </>
  );
}
