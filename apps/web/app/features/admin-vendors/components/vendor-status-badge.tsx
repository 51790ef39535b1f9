import type { VendorStatus } from '@levera/domain';
import type { BadgeTone } from '../../../ui/badge.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

const TONE: Record<VendorStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'warning',
};

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  return <StatusBadge status={status} tones={TONE} namespace="admin-vendors" />;
}
