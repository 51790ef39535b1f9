import { z } from 'zod';
import { VENDOR_STATUSES } from '../constants.ts';
import { changeAnswer, DecisionReasonSchema } from './common.ts';
import { choice, emailField, requiredText } from './fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordField } from './login.ts';

const vendorName = requiredText('vendorNameRequired', { max: [120, 'tooLong'] });
const vendorStatus = choice(VENDOR_STATUSES, 'invalidVendorStatus', 'invalidVendorStatus');

/** Admin "Add vendor" (SPEC §5): name, e-mail and password required; new accounts are active. */
export const VendorCreateSchema = z.object({
  vendorName,
  email: emailField('emailRequired'),
  password: passwordField(),
  status: vendorStatus.default('active'),
});
export type VendorCreate = z.infer<typeof VendorCreateSchema>;
export type VendorCreateInput = z.input<typeof VendorCreateSchema>;

/**
 * Admin vendor edit: a blank or absent password keeps the current one (output `undefined`), and an
 * absent status the current status. A status comes with `expectedStatus`, the status the admin saw
 * (the service insists and answers 409 when another admin changed it since; decision 011).
 */
export const VendorUpdateSchema = z.object({
  vendorName,
  email: emailField('emailRequired'),
  password: z
    .string({ error: 'invalidValue' })
    .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
    .nullish()
    .refine((value) => !value || value.length >= PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
    .transform((value) => value || undefined),
  status: vendorStatus.optional(),
  expectedStatus: vendorStatus.optional(),
});
export type VendorUpdate = z.infer<typeof VendorUpdateSchema>;
export type VendorUpdateInput = z.input<typeof VendorUpdateSchema>;

/**
 * PATCH /vendors/{id}/status. `expectedStatus` is the status the admin saw, or for an undo the status
 * the undone change set: the change applies only while the vendor still has it (decision 011).
 */
export const VendorStatusUpdateSchema = z.object({
  status: vendorStatus,
  expectedStatus: vendorStatus,
  reason: DecisionReasonSchema,
});
export type VendorStatusUpdate = z.infer<typeof VendorStatusUpdateSchema>;

// The answers of the vendor account endpoints (decision 025); never with a password.

export const VendorAccountSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  email: z.string(),
  status: z.enum(VENDOR_STATUSES),
  /** The admin's reason for the last status change (null when none was given). */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorAccount = z.infer<typeof VendorAccountSchema>;

/** A vendor as GET /vendors lists it: with the size of its menu, and when it was archived (deleted). */
export const VendorListItemSchema = VendorAccountSchema.extend({
  menuItemCount: z.number().int(),
  archivedAt: z.string().nullable(),
});
export type VendorListItem = z.infer<typeof VendorListItemSchema>;

/** GET /vendors: the matching vendors of the page, and how many match in all. */
export const VendorListAnswerSchema = z.object({
  data: z.array(VendorListItemSchema),
  total: z.number().int(),
  /** `total` is the database's estimate of many matches rather than a count (decision 043). */
  totalIsEstimate: z.boolean().optional(),
});
export type VendorListAnswer = z.infer<typeof VendorListAnswerSchema>;
/** POST /vendors, PUT /vendors/{id}. */
export const VendorChangeAnswerSchema = changeAnswer(VendorAccountSchema);
export type VendorChangeAnswer = z.infer<typeof VendorChangeAnswerSchema>;
/** PATCH /vendors/{id}/status: also the status before, so the change can be undone. */
export const VendorStatusChangeAnswerSchema = changeAnswer(
  VendorAccountSchema.extend({ previousStatus: z.enum(VENDOR_STATUSES) }),
);
export type VendorStatusChangeAnswer = z.infer<typeof VendorStatusChangeAnswerSchema>;
