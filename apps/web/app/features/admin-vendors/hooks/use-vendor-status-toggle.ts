import { STALE_STATUS_CODE, TOAST_DURATION_MS, toggledVendorStatus, type VendorStatus } from '@levera/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateVendorStatus } from '../api/update-vendor-status.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { useFailureToast } from './use-failure-toast.ts';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

/** The last activate/deactivate, which can be undone (SPEC §2 "undo of the last action"). */
export type LastStatusChange = {
  vendorId: string;
  vendorName: string;
  status: VendorStatus;
  previousStatus: VendorStatus;
};

/**
 * Activate/deactivate with undo: the success toast carries an Undo action, and the change stays on
 * the screen (LastActionBar) so it can be undone after the toast is gone, with the keyboard too.
 */
export function useVendorStatusToggle() {
  const t = useT(ADMIN_VENDORS_NS);
  const showFailure = useFailureToast();
  const mutation = useUpdateVendorStatus();
  const [lastChange, setLastChange] = useState<LastStatusChange | null>(null);
  const [pendingVendorId, setPendingVendorId] = useState<string | null>(null);

  const undo = async (change: LastStatusChange) => {
    setPendingVendorId(change.vendorId);
    try {
      const answer = await mutation.mutateAsync({
        id: change.vendorId,
        status: change.previousStatus,
        expectedStatus: change.status,
        isUndo: true,
      });
      setLastChange((current) => (current === change ? null : current));
      notify.success(answer.message);
    } catch (error) {
      // Changed by another admin since: this change can no longer be undone (the list refetches).
      if (isStale(error)) setLastChange((current) => (current === change ? null : current));
      showFailure('undoFailed', error);
    } finally {
      setPendingVendorId(null);
    }
  };

  const toggle = async (vendor: Vendor, reason?: string) => {
    setPendingVendorId(vendor.id);
    try {
      const answer = await mutation.mutateAsync({
        id: vendor.id,
        status: toggledVendorStatus(vendor.status),
        expectedStatus: vendor.status,
        reason,
      });
      const change: LastStatusChange = {
        vendorId: vendor.id,
        vendorName: vendor.vendorName,
        status: answer.data.status,
        previousStatus: answer.data.previousStatus,
      };
      setLastChange(change);
      toast.success(answer.message, {
        description: t('lastAction.toast', {
          name: vendor.vendorName,
          status: t(`statuses.${change.status}`),
        }),
        duration: TOAST_DURATION_MS.success,
        action: { label: t('actions.undo'), onClick: () => void undo(change) },
      });
    } catch (error) {
      showFailure('updateVendorStatusFailed', error);
    } finally {
      setPendingVendorId(null);
    }
  };

  return { toggle, undo, lastChange, pendingVendorId, dismissLastChange: () => setLastChange(null) };
}

const isStale = (error: unknown) => error instanceof ApiError && error.code === STALE_STATUS_CODE;
