import { z } from 'zod';
import { DISCOUNT_TYPES } from '../constants.ts';
import { descriptionField, discountFields, titleField, withDiscountRules } from './discount.ts';
import { changeAnswer, dataAnswer, pageAnswer } from './common.ts';
import { isoDate } from './fields.ts';

/**
 * A platform-wide offer run by the service itself (DESIGN §4), such as the new-user week of free
 * delivery. Unlike vendor promotions it may start in the past: admins record running offers too.
 * The public site shows it in both languages, so its title and description are written in Swedish
 * and in English (issue 15); the public answer gives the text of the requested language.
 */
export const OfferSchema = withDiscountRules(
  z.object({
    titleSv: titleField(),
    titleEn: titleField(),
    descriptionSv: descriptionField(),
    descriptionEn: descriptionField(),
    ...discountFields(),
    startDate: isoDate('startDateRequired'),
    endDate: isoDate('endDateRequired'),
    active: z.boolean({ error: 'invalidValue' }).default(false),
  }),
);
export type Offer = z.infer<typeof OfferSchema>;
export type OfferInput = z.input<typeof OfferSchema>;

// The answers of the offer endpoints (decision 025).

const OfferTerms = z.object({
  id: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});

/** The admin's view of an offer: both languages. */
export const OfferAnswerSchema = OfferTerms.extend({
  titleSv: z.string(),
  titleEn: z.string(),
  descriptionSv: z.string(),
  descriptionEn: z.string(),
  active: z.boolean(),
  /** Active and running today (Stockholm): what the home page shows. */
  isLive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferAnswer = z.infer<typeof OfferAnswerSchema>;

/** The home page's view: the title and description in the requested language. */
export const PublicOfferAnswerSchema = OfferTerms.extend({ title: z.string(), description: z.string() });
export type PublicOfferAnswer = z.infer<typeof PublicOfferAnswerSchema>;

/** GET /offers/active. */
export const ActiveOffersAnswerSchema = dataAnswer(z.array(PublicOfferAnswerSchema));
export type ActiveOffersAnswer = z.infer<typeof ActiveOffersAnswerSchema>;
/** GET /offers. */
export const OfferListAnswerSchema = pageAnswer(OfferAnswerSchema);
export type OfferListAnswer = z.infer<typeof OfferListAnswerSchema>;
/** GET /offers/{id}. */
export const OfferDataAnswerSchema = dataAnswer(OfferAnswerSchema);
export type OfferDataAnswer = z.infer<typeof OfferDataAnswerSchema>;
/** POST and PUT /offers[/{id}]. */
export const OfferChangeAnswerSchema = changeAnswer(OfferAnswerSchema);
export type OfferChangeAnswer = z.infer<typeof OfferChangeAnswerSchema>;
