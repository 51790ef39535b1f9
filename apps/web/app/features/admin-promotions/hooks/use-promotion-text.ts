import { type PromotionStatus, WEEKDAYS } from '@levera/domain';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/format.ts';
import type { BadgeTone } from '../../../ui/badge.tsx';
import type { AdminPromotion } from '../api/promotion-types.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';

export const STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'danger',
  expired: 'neutral',
};

/** Texts of a promotion's discount, dates and repeat days in the route language. */
export function usePromotionText() {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const format = useFormat();
  return useMemo(() => {
    const discount = (promotion: AdminPromotion): string => {
      switch (promotion.discountType) {
        case 'percentage':
          return t('discount.percentage', { value: format.count(promotion.discountValue ?? 0) });
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
    const dateRange = (promotion: Pick<AdminPromotion, 'startDate' | 'endDate'>) =>
      `${format.date(promotion.startDate)} – ${format.date(promotion.endDate)}`;
    const repeatDays = (repeat: AdminPromotion['repeat']) =>
      repeat.enabled && repeat.days.length > 0
        ? WEEKDAYS.filter((day) => repeat.days.includes(day))
            .map((day) => t(`weekdays.${day}`))
            .join(', ')
        : t('details.everyDay');
    const status = (value: PromotionStatus) => t(`status.${value}`);
    return { discount, dateRange, repeatDays, status, format };
  }, [t, format]);
}
