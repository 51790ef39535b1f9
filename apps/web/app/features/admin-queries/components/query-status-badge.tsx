import type { QueryStatus } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';

const TONES: Record<QueryStatus, BadgeTone> = {
  created: 'info',
  inProgress: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export function QueryStatusBadge({ status }: { status: QueryStatus }) {
  const t = useT('admin-queries');
  return (
    <Badge tone={TONES[status]}>
      <span className="sr-only">{t('statusFilter.label')}: </span>
      {t(`status.${status}`)}
    </Badge>
  );
}
