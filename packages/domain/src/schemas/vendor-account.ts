import { z } from 'zod';
import { VENDOR_STATUSES } from '../constants.ts';
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
export const VendorStatusUpdateSchema = z.object({ status: vendorStatus, expectedStatus: vendorStatus });
export type VendorStatusUpdate = z.infer<typeof VendorStatusUpdateSchema>;
