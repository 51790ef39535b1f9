import { z } from 'zod';
import { BRAND } from '../brand.ts';
import {
  DELIVERY_PROMOTION_TYPES,
  type DiscountType,
  PROMOTION_APPLICABLE_TO,
  WEEKDAYS,
} from '../constants.ts';
import { isIsoDate, todayInStockholm } from '../dates.ts';
import type { MessageKey } from '../messages/en.ts';
import { amountField, descriptionField, discountFields, titleField, withDiscountRules } from './discount.ts';
import { blankableNumber, choice, isoDate, optionalChoice, optionalText, whenValid } from './fields.ts';
import { isUuid } from '../validators.ts';

const MAX_COUNT = 1_000_000_000;

/** At most this many menu items per promotion (the messages say 200). */
export const PROMOTION_MAX_ITEMS = 200;

/**
 * The menu items a promotion for specific items applies to, by id: unique, in the order chosen.
 * Anything that is not an id cannot be on the menu; whether each id is on THIS vendor's menu is
 * the API's check (the same message).
 */
export const PromotionItemIdsSchema = z
  .array(z.string({ error: 'promotionItemsNotOnMenu' }).max(36, { error: 'promotionItemsNotOnMenu' }), {
    error: 'invalidValue',
  })
  // Checked before the items, so a huge list costs nothing (issue 14).
  .max(PROMOTION_MAX_ITEMS, { error: 'promotionItemsTooMany' })
  .default([])
  .refine((ids) => ids.every(isUuid), { error: 'promotionItemsNotOnMenu' })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const wholeNumberAtLeastOne = (invalid: MessageKey) =>
  blankableNumber(invalid).pipe(
    z
      .number()
      .int({ error: invalid })
      .min(1, { error: invalid })
      .max(MAX_COUNT, { error: invalid })
      .nullable(),
  );

export const PromotionRepeatSchema = z
  .object({
    enabled: z.boolean({ error: 'invalidValue' }).default(false),
    days: z
      .array(choice(WEEKDAYS, 'invalidOption'), { error: 'invalidValue' })
      // Checked before the items, so a huge list costs nothing (issue 14).
      .max(WEEKDAYS.length, { error: 'repeatDaysTooMany' })
      .default([])
      // Unique and in week order, however the form ticked them.
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
  })
  .refine((repeat) => !repeat.enabled || repeat.days.length > 0, {
    path: ['days'],
    error: 'repeatDaysRequired',
  });

export type PromotionSchemaOptions = {
  /** Today as 'YYYY-MM-DD'; defaults to the date in Stockholm at parse time. */
  today?: string | (() => string);
};

/** SPEC §5 promotion rules. The start date may not lie before `today`. */
export function createPromotionSchema(options: PromotionSchemaOptions = {}) {
  const { today: given } = options;
  const today = typeof given === 'string' ? () => given : (given ?? (() => todayInStockholm()));

  return withDiscountRules(
    z.object({
      title: titleField(),
      description: descriptionField(),
      ...discountFields(),
      minimumOrder: amountField('minimumOrderNegative'),
      maximumDiscount: amountField('maximumDiscountNegative'),
      startDate: isoDate('startDateRequired').refine((date) => !isIsoDate(date) || date >= today(), {
        error: 'startDateInPast',
      }),
      endDate: isoDate('endDateRequired'),
      /** Blank means unlimited. */
      usageLimit: wholeNumberAtLeastOne('usageLimitInvalid'),
      repeat: PromotionRepeatSchema.default({ enabled: false, days: [] }),
      applicableTo: choice(PROMOTION_APPLICABLE_TO, 'invalidOption').default('all'),
      itemIds: PromotionItemIdsSchema,
      terms: optionalText([1000, 'termsTooLong']),
      deliveryType: optionalChoice(DELIVERY_PROMOTION_TYPES, 'invalidDeliveryType'),
      deliveryFee: amountField('deliveryFeePositive'),
      freeDeliveryThreshold: amountField('freeDeliveryThresholdPositive'),
    }),
  )
    .superRefine(checkDelivery, {
      when: whenValid('discountType', 'deliveryType', 'deliveryFee', 'freeDeliveryThreshold'),
    })
    .refine((data) => data.applicableTo !== 'specific' || data.itemIds.length > 0, {
      path: ['itemIds'],
      error: 'promotionItemsRequired',
      when: whenValid('applicableTo', 'itemIds'),
    });
}

/**
 * Whether a promotion of this discount type can cap its discount: a percentage, or buy-one-get-one.
 * A fixed amount is its own cap, and a delivery promotion is about the fee.
 */
export const hasMaximumDiscount = (type: DiscountType | ''): boolean =>
  type === 'percentage' || type === 'bogo';

type DeliveryFields = {
  discountType: string;
  deliveryType: (typeof DELIVERY_PROMOTION_TYPES)[number] | null;
  deliveryFee: number | null;
  freeDeliveryThreshold: number | null;
};

/**
 * A delivery promotion needs its type, and the fee or threshold that type is about (> 0). A reduced
 * fee must be a reduction: below the standard delivery fee (decision 061).
 */
function checkDelivery(data: DeliveryFields, ctx: z.core.$RefinementCtx): void {
  if (data.discountType !== 'delivery') return;
  const issue = (path: string, message: MessageKey) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: data });
  if (data.deliveryType === null) issue('deliveryType', 'deliveryTypeRequired');
  if (data.deliveryType === 'reducedFee') {
    if (data.deliveryFee === null) issue('deliveryFee', 'deliveryFeeRequired');
    else if (data.deliveryFee <= 0) issue('deliveryFee', 'deliveryFeePositive');
    else if (data.deliveryFee >= BRAND.standardDeliveryFee) issue('deliveryFee', 'deliveryFeeNotReduced');
  }
  if (data.deliveryType === 'freeAboveThreshold') {
    if (data.freeDeliveryThreshold === null) issue('freeDeliveryThreshold', 'freeDeliveryThresholdRequired');
    else if (data.freeDeliveryThreshold <= 0) issue('freeDeliveryThreshold', 'freeDeliveryThresholdPositive');
  }
}

/** Promotions checked against today's date in Stockholm, evaluated at each parse. */
export const PromotionSchema = createPromotionSchema();
export type Promotion = z.infer<typeof PromotionSchema>;
export type PromotionInput = z.input<typeof PromotionSchema>;

/**
 * A promotion form before anything is typed, as the web form sends it: every optional field blank.
 * The form starts from it, and tests build their promotions on it.
 */
export const BLANK_PROMOTION_FORM = {
  title: '',
  description: '',
  discountType: '',
  discountValue: '',
  minimumOrder: '',
  maximumDiscount: '',
  startDate: '',
  endDate: '',
  usageLimit: '',
  repeat: { enabled: false, days: [] as string[] },
  applicableTo: 'all',
  itemIds: [] as string[],
  terms: '',
  deliveryType: '',
  deliveryFee: '',
  freeDeliveryThreshold: '',
};
