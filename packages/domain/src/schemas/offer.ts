import { z } from 'zod';
import {
  amountField,
  checkDiscountValue,
  descriptionField,
  discountTypeField,
  endAfterStart,
  titleField,
} from './discount.ts';
import { isoDate, whenValid } from './fields.ts';

/**
 * A platform-wide offer run by the service itself (DESIGN §4), such as the new-user week of free
 * delivery. Unlike vendor promotions it may start in the past: admins record running offers too.
 * The public site shows it in both languages, so its title and description are written in Swedish
 * and in English (issue 15); the public answer gives the text of the requested language.
 */
export const OfferSchema = z
  .object({
    titleSv: titleField(),
    titleEn: titleField(),
    descriptionSv: descriptionField(),
    descriptionEn: descriptionField(),
    discountType: discountTypeField(),
    discountValue: amountField('discountValueMin'),
    startDate: isoDate('startDateRequired'),
    endDate: isoDate('endDateRequired'),
    active: z.boolean({ error: 'invalidValue' }).default(false),
  })
  .refine(endAfterStart, {
    path: ['endDate'],
    error: 'endDateAfterStart',
    when: whenValid('startDate', 'endDate'),
  })
  .superRefine(checkDiscountValue, { when: whenValid('discountType', 'discountValue') });
export type Offer = z.infer<typeof OfferSchema>;
export type OfferInput = z.input<typeof OfferSchema>;
