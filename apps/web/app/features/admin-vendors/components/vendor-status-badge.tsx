import type { VendorStatus } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';

const TONE: Record<VendorStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'warning',
};

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const t = useT('admin-vendors');
  return <Badge tone={TONE[status]}>{t(`statuses.${status}`)}</Badge>;
}
