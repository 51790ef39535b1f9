import { z } from 'zod';
import { VENDOR_QUERY_CATEGORIES } from '../constants.ts';
import { choice, requiredText } from './fields.ts';

/** SPEC §5 vendor query: subject 5–100, a category, message 20–1000. */
export const VendorQuerySchema = z.object({
  subject: requiredText('subjectRequired', { min: [5, 'subjectTooShort'], max: [100, 'subjectTooLong'] }),
  category: choice(VENDOR_QUERY_CATEGORIES, 'categoryRequired'),
  message: requiredText('messageRequired', { min: [20, 'messageTooShort'], max: [1000, 'messageTooLong'] }),
});
export type VendorQuery = z.infer<typeof VendorQuerySchema>;
export type VendorQueryInput = z.input<typeof VendorQuerySchema>;
