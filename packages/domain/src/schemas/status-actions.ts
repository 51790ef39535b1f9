import { z } from 'zod';
import { PARTNER_ACTIONS, PROMOTION_ACTIONS } from '../constants.ts';
import { choice } from './fields.ts';

/** PATCH /partners/{id}/status. */
export const PartnerActionSchema = z.object({ action: choice(PARTNER_ACTIONS, 'actionRequired') });
export type PartnerActionBody = z.infer<typeof PartnerActionSchema>;

/** PATCH /promotions/{id}/status. */
export const PromotionActionSchema = z.object({ action: choice(PROMOTION_ACTIONS, 'actionRequired') });
export type PromotionActionBody = z.infer<typeof PromotionActionSchema>;
