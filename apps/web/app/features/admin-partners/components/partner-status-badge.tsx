import type { PartnerStatus } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';

const TONES: Record<PartnerStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  inactive: 'neutral',
};

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const t = useT('admin-partners');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
