import { passwordLinkState } from '@levera/domain';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { useSendPasswordLink } from '../api/send-password-link.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

const STATE_CLASSES = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

/**
 * How a vendor signs in (issue 19 §1): the application it was created from, and its newest invitation
 * or set-password link, pending (until when), accepted or expired, decided against the clock now.
 */
export function VendorAccessInfo({ vendor, className }: { vendor: Vendor; className?: string }) {
  const t = useT(ADMIN_VENDORS_NS);
  const format = useFormat();
  const link = vendor.accessLink;
  const state = link ? passwordLinkState(link) : null;
  if (!vendor.application && !link && vendor.credentialsSet) return null;
  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className ?? ''}`}>
      {vendor.application && (
        <span className="text-slate-600">
          {t('access.fromApplication', { caseNumber: vendor.application.caseNumber })}
        </span>
      )}
      {link && state ? (
        <span className={`rounded-full px-2 py-0.5 font-medium ring-1 ${STATE_CLASSES[state]}`}>
          {t(`access.${link.kind}.${state}`, { date: format.dateTime(link.expiresAt) })}
        </span>
      ) : (
        !vendor.credentialsSet && <span className="text-slate-600">{t('access.noPassword')}</span>
      )}
    </div>
  );
}

/**
 * "Send invitation again" for an account that has not chosen its password, else "Send set-password
 * link" (for a vendor who forgot it): a new one-time link, in the vendor's language.
 */
export function SendPasswordLinkAction({ vendor: shownVendor }: { vendor: Vendor }) {
  const t = useT(ADMIN_VENDORS_NS);
  const send = useSendPasswordLink();
  // The dialog keeps the vendor it opened with: after a send, show the link the answer describes.
  const vendor = send.data ? { ...shownVendor, ...send.data.data } : shownVendor;
  const isInvitation = !vendor.credentialsSet;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-800">{t('access.title')}</p>
      <VendorAccessInfo vendor={vendor} />
      <p className="text-sm text-slate-600">
        {t(isInvitation ? 'access.resendInvitationHint' : 'access.sendResetLinkHint')}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          isLoading={send.isPending}
          onClick={() => send.mutate(shownVendor.id)}
        >
          {send.isPending
            ? t('access.sending')
            : t(isInvitation ? 'access.resendInvitation' : 'access.sendResetLink')}
        </Button>
      </div>
    </div>
  );
}
