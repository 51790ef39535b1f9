import { type PromotionDisplayStatus, type Weekday, WEEKDAYS } from '@levera/domain';
import { useMemo } from 'react';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import type { BadgeTone } from '../../ui/badge.tsx';
import { PROMOTION_NS } from './catalog.ts';
import type { PromotionDiscount } from './promotion-types.ts';

/** The badge colour of each status, on the admin and the vendor screens alike. */
export const STATUS_TONES: Record<PromotionDisplayStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  pending: 'warning',
  inactive: 'danger',
  expired: 'neutral',
};

/** Texts of a promotion's discount, dates, repeat days and status in the route language. */
export function usePromotionText() {
  const t = useT(PROMOTION_NS);
  const format = useFormat();
  return useMemo(() => {
    const discount = (promotion: PromotionDiscount, { withMaximum = false } = {}): string => {
      switch (promotion.discountType) {
        case 'percentage': {
          const text = t('discount.percentage', { value: format.decimal(promotion.discountValue ?? 0) });
          return withMaximum && promotion.maximumDiscount
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
    const dateRange = (promotion: { startDate: string; endDate: string }) =>
      `${format.date(promotion.startDate)} – ${format.date(promotion.endDate)}`;
    const weekday = (day: Weekday, style: 'long' | 'short' = 'long') =>
      t(style === 'long' ? `weekdays.${day}` : `weekdaysShort.${day}`);
    /** The days it repeats on in week order; "Every day" when it does not repeat or repeats daily. */
    const repeatDays = (repeat: { enabled: boolean; days: Weekday[] }, style: 'long' | 'short' = 'long') =>
      repeat.enabled && repeat.days.length > 0 && repeat.days.length < WEEKDAYS.length
        ? WEEKDAYS.filter((day) => repeat.days.includes(day))
            .map((day) => weekday(day, style))
            .join(', ')
        : t('everyDay');
    const status = (value: PromotionDisplayStatus) => t(`status.${value}`);
    return { discount, dateRange, weekday, repeatDays, status, format };
  }, [t, format]);
}
