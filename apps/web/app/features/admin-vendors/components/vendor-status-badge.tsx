import type { VendorListStatus } from '@levera/domain';
import type { BadgeTone } from '../../../ui/badge.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

const TONE: Record<VendorListStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'warning',
  archived: 'neutral',
};

/** The vendor's status, or Archived for a deleted (archived) account (decision 037). */
export function VendorStatusBadge({ status }: { status: VendorListStatus }) {
  return <StatusBadge status={status} tones={TONE} namespace="admin-vendors" />;
}
