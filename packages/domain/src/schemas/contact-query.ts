import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECTS, REQUESTER_TYPES } from '../constants.ts';
import { isValidPhoneNumber, normalizePhoneNumber } from '../validators.ts';
import { choice, emailField, requiredText } from './fields.ts';

/** SPEC §5 contact form: every empty field says 'This field is required'. */
export const ContactQuerySchema = z.object({
  requesterType: choice(REQUESTER_TYPES, 'required'),
  firstName: requiredText('required', { max: [100, 'tooLong'] }),
  lastName: requiredText('required', { max: [100, 'tooLong'] }),
  email: emailField('required'),
  // Customers may be visitors from abroad: Swedish numbers in any usual form, or any valid
  // international number; stored in E.164.
  phoneNumber: requiredText('required', { max: [40, 'invalidPhoneNumber'] })
    .refine((value) => value === '' || isValidPhoneNumber(value), { error: 'invalidPhoneNumber' })
    .transform((value) => normalizePhoneNumber(value) ?? value),
  subject: choice(CONTACT_SUBJECTS, 'required'),
  message: requiredText('required', { max: [CONTACT_MESSAGE_MAX_LENGTH, 'tooLong'] }),
});
export type ContactQuery = z.infer<typeof ContactQuerySchema>;
export type ContactQueryInput = z.input<typeof ContactQuerySchema>;
