import { z } from 'zod';
import { PARTNER_ACTIONS, PARTNER_STATUSES, PROMOTION_ACTIONS, PROMOTION_STATUSES } from '../constants.ts';
import { DecisionReasonSchema } from './common.ts';
import { choice } from './fields.ts';

// Every admin status action names the status it was based on (`expectedStatus`: what the admin's
// screen showed). The server applies it only while the item still has that status and otherwise
// answers 409 `stale_status` with the current item, so two admins acting at once cannot both be told
// it worked (decision 011). Required: the web app is the only client and always sends it. `reason`
// (optional, issue 17) is stored with the change and its audit row and told to the one it concerns.

/** PATCH /partners/{id}/status. */
export const PartnerActionSchema = z.object({
  action: choice(PARTNER_ACTIONS, 'actionRequired'),
  expectedStatus: choice(PARTNER_STATUSES, 'statusRequired'),
  reason: DecisionReasonSchema,
});
export type PartnerActionBody = z.infer<typeof PartnerActionSchema>;

/** PATCH /promotions/{id}/status; `expectedStatus` is the effective status (an expired one reads expired). */
export const PromotionActionSchema = z.object({
  action: choice(PROMOTION_ACTIONS, 'actionRequired'),
  expectedStatus: choice(PROMOTION_STATUSES, 'statusRequired'),
  reason: DecisionReasonSchema,
});
export type PromotionActionBody = z.infer<typeof PromotionActionSchema>;
