import { z } from 'zod';
import { ActorAnswerSchema, dataAnswer } from './common.ts';

// A repeat application kept as an update request on the pending application it repeats (issue 36
// §7, decision 063): the public answer is that of any application, the admin sees the request on the
// application and applies or dismisses it.

/** What an admin has done with an update request. */
export const UPDATE_REQUEST_STATUSES = ['pending', 'applied', 'dismissed'] as const;
export type UpdateRequestStatus = (typeof UPDATE_REQUEST_STATUSES)[number];

/** What an admin can do with a pending update request. */
export const UPDATE_REQUEST_ACTIONS = ['apply', 'dismiss'] as const;
export type UpdateRequestAction = (typeof UPDATE_REQUEST_ACTIONS)[number];

/** The fields of an application an update request can change, in the order the details show them. */
export const UPDATE_REQUEST_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'vehicle',
  'nationalId',
  'isSwedish',
  'ageConfirmed',
  'storeName',
  'businessType',
  'orgNumber',
  'orgName',
  'language',
] as const;
export type UpdateRequestField = (typeof UPDATE_REQUEST_FIELDS)[number];

/** One field the request would change: the application's value now and the request's. */
export const UpdateRequestChangeSchema = z.object({
  field: z.enum(UPDATE_REQUEST_FIELDS),
  /** A personnummer is masked (`YYYYMMDD-****`) on both sides, as in every answer (decision 058). */
  from: z.union([z.string(), z.boolean()]).nullable(),
  to: z.union([z.string(), z.boolean()]).nullable(),
});
export type UpdateRequestChange = z.infer<typeof UpdateRequestChangeSchema>;

/** One update request of an application, newest first in its list. */
export const PartnerUpdateRequestSchema = z.object({
  id: z.string(),
  /** Its own case number, the one its sender was told. */
  caseNumber: z.string(),
  status: z.enum(UPDATE_REQUEST_STATUSES),
  createdAt: z.string(),
  /** When and by whom it was applied or dismissed (null while pending). */
  decidedAt: z.string().nullable(),
  decidedBy: ActorAnswerSchema.nullable(),
  /**
   * What applying it would change in the application as it is now (pending requests); empty for a
   * request that repeats the application, and for one already applied or dismissed.
   */
  changes: z.array(UpdateRequestChangeSchema),
});
export type PartnerUpdateRequest = z.infer<typeof PartnerUpdateRequestSchema>;

/** GET /partners/{id}/update-requests. */
export const PartnerUpdateRequestListAnswerSchema = dataAnswer(z.array(PartnerUpdateRequestSchema));
export type PartnerUpdateRequestListAnswer = z.infer<typeof PartnerUpdateRequestListAnswerSchema>;

/** PATCH /partners/{id}/update-requests/{requestId}. */
export const UpdateRequestActionSchema = z.object({
  action: z.enum(UPDATE_REQUEST_ACTIONS, { error: 'invalidValue' }),
});
export type UpdateRequestActionBody = z.infer<typeof UpdateRequestActionSchema>;
