import { type PromotionStatus, WEEKDAYS } from '@levera/domain';
import { useMemo } from 'react';
import type { BadgeTone } from '../../../ui/badge.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/format.ts';
import type { VendorPromotion } from '../api/promotion-types.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

export const STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'danger',
  expired: 'neutral',
};

type DiscountFields = Pick<
  VendorPromotion,
  | 'discountType'
  | 'discountValue'
  | 'maximumDiscount'
  | 'deliveryType'
  | 'deliveryFee'
  | 'freeDeliveryThreshold'
>;

/** Human texts of a promotion's discount, schedule and status in the route language. */
export function usePromotionText() {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const format = useFormat();
  return useMemo(() => {
    const discount = (promotion: DiscountFields): string => {
      switch (promotion.discountType) {
        case 'percentage': {
          const text = t('discount.percentage', { value: format.count(promotion.discountValue ?? 0) });
          return promotion.maximumDiscount
            ? `${text} (${t('discount.maxDiscount', { amount: format.money(promotion.maximumDiscount) })})`
            : text;
        }
        case 'fixed':
          return t('discount.fixed', { amount: format.money(promotion.discountValue ?? 0) });
        case 'bogo':
          return t('discount.bogo');
        case 'delivery':
          if (promotion.deliveryType === 'reducedFee') {
            return t('discount.reducedFee', { amount: format.money(promotion.deliveryFee ?? 0) });
          }
          if (promotion.deliveryType === 'freeAboveThreshold') {
            return t('discount.freeAboveThreshold', {
              amount: format.money(promotion.freeDeliveryThreshold ?? 0),
            });
          }
          return promotion.deliveryType === 'freeDelivery'
            ? t('discount.freeDelivery')
            : t('discount.delivery');
      }
    };
    const repeatDays = (repeat: VendorPromotion['repeat']): string =>
      repeat.enabled && repeat.days.length > 0 && repeat.days.length < WEEKDAYS.length
        ? WEEKDAYS.filter((day) => repeat.days.includes(day))
            .map((day) => t(`weekdaysShort.${day}`))
            .join(', ')
        : t('card.everyDay');
    const dateRange = (promotion: Pick<VendorPromotion, 'startDate' | 'endDate'>) =>
      `${format.date(promotion.startDate)} – ${format.date(promotion.endDate)}`;
    const status = (value: PromotionStatus) => t(`status.${value}`);
    return { discount, repeatDays, dateRange, status, format };
  }, [t, format]);
}
