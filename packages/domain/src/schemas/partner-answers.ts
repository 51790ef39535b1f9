import { z } from 'zod';
import { PARTNER_ACTIONS, PARTNER_STATUSES, PARTNER_TYPES } from '../constants.ts';
import { ActorAnswerSchema, changeAnswer, pageAnswer } from './common.ts';

// The answers of the partner endpoints (decision 025). The public applications answer
// `CaseNumberAnswerSchema` (common.ts).

/** How to reach an applicant, and a rider's city and vehicle (null for a vendor): as stored. */
export const applicantContactFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string().nullable(),
  vehicle: z.string().nullable(),
};

/** A rider's answers about themselves and a vendor's about the store (null where not asked). */
export const applicantAnswerFields = {
  isSwedish: z.boolean().nullable(),
  ageConfirmed: z.boolean().nullable(),
  storeName: z.string().nullable(),
  businessType: z.string().nullable(),
};

/** The partner record of the admin view (SPEC §3): a rider's or a vendor's application. */
export const PartnerRecordSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  type: z.enum(PARTNER_TYPES),
  status: z.enum(PARTNER_STATUSES),
  name: z.string(),
  ...applicantContactFields,
  /**
   * The personnummer masked, `YYYYMMDD-****` (null for a vendor): no answer or export carries it in
   * full; `GET /partners/{id}/national-id` does, and is audited (issue 32, decision 058).
   */
  nationalId: z
    .string()
    .nullable()
    .describe(
      'The personnummer masked, YYYYMMDD-**** (null for a vendor); the full number only from GET /partners/{id}/national-id',
    ),
  ...applicantAnswerFields,
  orgNumber: z.string().nullable(),
  orgName: z.string().nullable(),
  language: z.string(),
  termsAcceptedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastAction: z.enum(PARTNER_ACTIONS).nullable(),
  lastActionAt: z.string().nullable(),
  lastActionBy: ActorAnswerSchema.nullable(),
  /** The admin's reason for the last status change (null when none was given). */
  statusReason: z.string().nullable(),
  /** The vendor account created from this (approved vendor) application, if one was (issue 19 §1). */
  vendorAccount: z
    .object({ id: z.string(), vendorName: z.string(), email: z.string(), archived: z.boolean() })
    .nullable(),
});
export type PartnerRecord = z.infer<typeof PartnerRecordSchema>;

/** GET /partners. */
export const PartnerListAnswerSchema = pageAnswer(PartnerRecordSchema);
export type PartnerListAnswer = z.infer<typeof PartnerListAnswerSchema>;
/** PATCH /partners/{id}/status. */
export const PartnerChangeAnswerSchema = changeAnswer(PartnerRecordSchema);
export type PartnerChangeAnswer = z.infer<typeof PartnerChangeAnswerSchema>;

/**
 * GET /partners/{id}/national-id: a rider's full personnummer, `YYYYMMDD-XXXX`, for an admin who
 * asked to see it (the audit log records that they did).
 */
export const NationalIdAnswerSchema = z.object({ nationalId: z.string() });
export type NationalIdAnswer = z.infer<typeof NationalIdAnswerSchema>;
