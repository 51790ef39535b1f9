import { legalPromotionActions, type PromotionAction, type PromotionStatus } from '@levera/domain';
import { useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { type ActionVariant, StatusActionButtons } from '../../../ui/status-action-buttons.tsx';
import { useUpdatePromotionStatus } from '../api/update-promotion-status.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';

const VARIANTS: Record<PromotionAction, ActionVariant> = {
  approve: 'primary',
  reject: 'danger',
  setPending: 'secondary',
  markExpired: 'secondary',
};

/**
 * The admin actions of DESIGN.md §5 that the promotion's status allows, and no others. Marking
 * expired cannot be reversed, so it asks first; rejecting asks too, with an optional reason for the
 * vendor. Approving stays one click.
 */
export function PromotionActions({
  promotion,
}: {
  promotion: { id: string; title: string; status: PromotionStatus };
}) {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const update = useUpdatePromotionStatus();
  const [isConfirmingExpiry, setConfirmingExpiry] = useState(false);
  const [isConfirmingRejection, setConfirmingRejection] = useState(false);
  const mayManage = useAdminMay('managePromotions');
  const actions = legalPromotionActions(promotion.status);
  const pendingAction = update.isPending ? (update.variables?.action ?? null) : null;

  const run = (action: PromotionAction, reason?: string) =>
    update.mutate(
      { id: promotion.id, action, expectedStatus: promotion.status, reason },
      {
        onSettled: () => {
          setConfirmingExpiry(false);
          setConfirmingRejection(false);
        },
      },
    );

  // A role that may only read is offered no actions (issue 33 §1).
  if (!mayManage) return null;
  if (actions.length === 0) return <p className="text-xs text-slate-600">{t('actions.none')}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{t('actions.label', { title: promotion.title })}</legend>
      <div className="flex flex-wrap gap-2">
        <StatusActionButtons
          actions={actions}
          variants={VARIANTS}
          pendingAction={pendingAction}
          onAction={(action) =>
            action === 'markExpired'
              ? setConfirmingExpiry(true)
              : action === 'reject'
                ? setConfirmingRejection(true)
                : run(action)
          }
          text={(action) => t(`actions.${action}`)}
        />
        <ConfirmDialog
          open={isConfirmingExpiry}
          onOpenChange={setConfirmingExpiry}
          title={t('actions.expireTitle')}
          description={t('actions.expireText', { title: promotion.title })}
          confirmLabel={t('actions.expireConfirm')}
          cancelLabel={t('actions.cancel')}
          isPending={pendingAction === 'markExpired'}
          onConfirm={() => run('markExpired')}
        />
        <ReasonDialog
          open={isConfirmingRejection}
          onOpenChange={setConfirmingRejection}
          title={t('actions.rejectTitle')}
          description={t('actions.rejectText', { title: promotion.title })}
          confirmLabel={t('actions.rejectConfirm')}
          isPending={pendingAction === 'reject'}
          onConfirm={(reason) => run('reject', reason)}
        />
      </div>
    </fieldset>
  );
}
