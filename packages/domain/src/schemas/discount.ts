import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_AMOUNT, MAX_PERCENTAGE } from '../amounts.ts';
import { DISCOUNT_TYPES, type DiscountType } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { blankableNumber, choice, requiredText, whenValid } from './fields.ts';

// Pieces shared by vendor promotions and platform offers.

export const titleField = () =>
  requiredText('titleRequired', { min: [3, 'titleTooShort'], max: [100, 'titleTooLong'] });

export const descriptionField = () =>
  requiredText('descriptionRequired', { min: [10, 'descriptionTooShort'], max: [500, 'descriptionTooLong'] });

/**
 * A blankable amount ≥ 0 (kronor, or a percentage) with at most two decimals: the database keeps two,
 * and would round a third away silently. At most MAX_AMOUNT (a percentage is capped lower by the
 * discount rules). Typed text is read by `parseAmount` (decision 061). Which amounts are required
 * depends on other fields.
 */
export const amountField = (negative: MessageKey = 'invalidNumber') =>
  blankableNumber('amountUnreadable').pipe(
    z
      .number()
      .min(0, { error: negative })
      .max(MAX_AMOUNT, { error: 'amountTooLarge' })
      .refine(hasAtMostTwoDecimals, { error: 'amountDecimals' })
      .nullable(),
  );

/** The kind of discount and its value; `withDiscountRules` requires the value where the type needs one. */
export const discountFields = () => ({
  discountType: choice(DISCOUNT_TYPES, 'discountTypeRequired', 'invalidDiscountType'),
  discountValue: amountField('discountValueMin'),
});

/**
 * Whether the discount type is about a value: a percentage or a fixed amount. Buy-one-get-one has
 * no value, and a delivery promotion is described by its delivery type and fee, so for those the
 * value is neither asked for nor stored. A form asks it of its field before a type is chosen ('').
 */
export const hasDiscountValue = (type: DiscountType | ''): boolean =>
  type === 'percentage' || type === 'fixed';

/** The discount value is required (at least 1, a percentage at most MAX_PERCENTAGE) where the type has one. */
function checkDiscountValue(
  data: { discountType: DiscountType; discountValue: number | null },
  ctx: z.core.$RefinementCtx,
): void {
  if (!hasDiscountValue(data.discountType)) return;
  const value = data.discountValue;
  const issue = (message: MessageKey) =>
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message, input: value });
  if (value === null) issue('discountValueRequired');
  else if (value < 1) issue('discountValueMin');
  else if (data.discountType === 'percentage' && value > MAX_PERCENTAGE) issue('percentageTooHigh');
}

/** The end date must come after the start date ('YYYY-MM-DD' compares as text). */
const endAfterStart = (data: { startDate: string; endDate: string }) => data.endDate > data.startDate;

type DiscountTerms = {
  discountType: DiscountType;
  discountValue: number | null;
  startDate: string;
  endDate: string;
};

/**
 * The rules every discount follows, promotion or offer: the end date after the start date, and a
 * value where the discount type is about one. Each runs once the fields it reads are valid.
 */
export function withDiscountRules<Schema extends z.ZodType<DiscountTerms>>(schema: Schema): Schema {
  return schema
    .refine(endAfterStart, {
      path: ['endDate'],
      error: 'endDateAfterStart',
      when: whenValid('startDate', 'endDate'),
    })
    .superRefine(checkDiscountValue, { when: whenValid('discountType', 'discountValue') });
}
