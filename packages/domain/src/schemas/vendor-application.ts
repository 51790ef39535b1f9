import { z } from 'zod';
import { BUSINESS_TYPES } from '../constants.ts';
import {
  isValidOrganisationNumber,
  isValidPhoneNumber,
  normalizeOrganisationNumber,
  normalizePhoneNumber,
} from '../validators.ts';
import { choice, emailField, mustBeTrue, requiredText } from './fields.ts';

/** SPEC §5 vendor application: every field required. */
export const VendorApplicationSchema = z.object({
  firstName: requiredText('firstNameRequired', { max: [100, 'tooLong'] }),
  lastName: requiredText('lastNameRequired', { max: [100, 'tooLong'] }),
  storeName: requiredText('storeNameRequired', { max: [150, 'tooLong'] }),
  organizationNumber: requiredText('organizationNumberRequired', { max: [20, 'invalidOrganizationNumber'] })
    .refine((value) => value === '' || isValidOrganisationNumber(value), {
      error: 'invalidOrganizationNumber',
    })
    .transform((value) => normalizeOrganisationNumber(value) ?? value),
  businessType: choice(BUSINESS_TYPES, 'businessTypeRequired'),
  // SPEC asks only for a phone number here; vendors are Swedish businesses but may list any
  // reachable number, so international numbers pass too.
  phoneNumber: requiredText('phoneNumberRequired', { max: [40, 'invalidPhoneNumber'] })
    .refine((value) => value === '' || isValidPhoneNumber(value), { error: 'invalidPhoneNumber' })
    .transform((value) => normalizePhoneNumber(value) ?? value),
  organizationName: requiredText('organizationNameRequired', { max: [150, 'tooLong'] }),
  email: emailField('emailRequired'),
  termsAndConditions: mustBeTrue('termsRequired'),
});
export type VendorApplication = z.infer<typeof VendorApplicationSchema>;
export type VendorApplicationInput = z.input<typeof VendorApplicationSchema>;
