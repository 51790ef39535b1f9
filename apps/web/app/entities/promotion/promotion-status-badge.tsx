import type { PromotionDisplayStatus } from '@levera/domain';
import { Badge } from '../../ui/badge.tsx';
import { STATUS_TONES, usePromotionText } from './use-promotion-text.ts';

/** A promotion's status in its colour, on the admin and the vendor screens alike. */
export function PromotionStatusBadge({
  status,
  className,
}: {
  status: PromotionDisplayStatus;
  className?: string;
}) {
  const text = usePromotionText();
  return (
    <Badge tone={STATUS_TONES[status]} className={className}>
      {text.status(status)}
    </Badge>
  );
}
