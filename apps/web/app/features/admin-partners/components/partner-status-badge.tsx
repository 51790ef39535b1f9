import type { PartnerStatus } from '@levera/domain';
import type { BadgeTone } from '../../../ui/badge.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

const TONES: Record<PartnerStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  inactive: 'neutral',
};

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return <StatusBadge status={status} tones={TONES} namespace="admin-partners" />;
}
