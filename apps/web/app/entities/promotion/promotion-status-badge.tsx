import { type PromotionStatus, promotionDisplayStatus, todayInStockholm } from '@levera/domain';
import { Badge } from '../../ui/badge.tsx';
import { STATUS_TONES, usePromotionText } from './use-promotion-text.ts';

/**
 * What a promotion reads as, in its colour, on the admin and the vendor screens alike: the domain's
 * `promotionDisplayStatus` today in Sweden, so an approved promotion that has not started is
 * Scheduled, not Active (issue 36 §9), as the lists' filters and counts have it.
 */
export function PromotionStatusBadge({
  promotion,
  className,
}: {
  promotion: { status: PromotionStatus; startDate: string; endDate: string };
  className?: string;
}) {
  const text = usePromotionText();
  const status = promotionDisplayStatus(promotion, todayInStockholm());
  return (
    <Badge tone={STATUS_TONES[status]} className={className}>
      {text.status(status)}
    </Badge>
  );
}
