import { z } from 'zod';
import { RIDER_CITIES, VEHICLES, YES_NO } from '../constants.ts';
import {
  isCoordinationNumber,
  isOver18,
  isValidPersonnummer,
  isValidSwedishPhone,
  normalizePersonnummer,
  normalizeSwedishPhone,
} from '../validators.ts';
import { choice, emailField, mustBeTrue, requiredText } from './fields.ts';

/** Step 1 of the rider application: where and how the rider delivers. */
export const RiderStepOneSchema = z.object({
  city: choice(RIDER_CITIES, 'cityRequired'),
  vehicle: choice(VEHICLES, 'vehicleRequired'),
});
export type RiderStepOne = z.infer<typeof RiderStepOneSchema>;

/** The whole rider application (SPEC §5), checked against the clock `now` gives. */
export function createRiderApplicationSchema(options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return RiderStepOneSchema.extend({
    firstName: requiredText('firstNameRequired', { max: [100, 'tooLong'] }),
    lastName: requiredText('lastNameRequired', { max: [100, 'tooLong'] }),
    phoneNumber: requiredText('phoneNumberRequired', { max: [40, 'invalidSwedishPhone'] })
      .refine((value) => value === '' || isValidSwedishPhone(value), { error: 'invalidSwedishPhone' })
      .transform((value) => normalizeSwedishPhone(value) ?? value),
    email: emailField('emailRequired'),
    nationalId: requiredText('nationalIdRequired', { max: [20, 'invalidPersonnummer'] })
      .refine((value) => value === '' || isValidPersonnummer(value, now()), { error: 'invalidPersonnummer' })
      // Riders are Swedish citizens or residents (SPEC §1); a coordination number is given to people
      // not registered as resident, so it is refused with its own message (decision 057).
      .refine((value) => !isCoordinationNumber(value, now()), { error: 'coordinationNumberNotAccepted' })
      // Riders must be over 18 (SPEC §1); the personnummer proves it better than the checkbox.
      .refine(
        (value) =>
          !isValidPersonnummer(value, now()) || isCoordinationNumber(value, now()) || isOver18(value, now()),
        { error: 'mustBeOver18' },
      )
      .transform((value) => normalizePersonnummer(value, now()) ?? value),
    swedishCitizen: choice(YES_NO, 'swedishCitizenRequired'),
    ageConfirmed: mustBeTrue('ageConfirmationRequired'),
    termsAccepted: mustBeTrue('termsRequired'),
  });
}

export const RiderApplicationSchema = createRiderApplicationSchema();
export type RiderApplication = z.infer<typeof RiderApplicationSchema>;
export type RiderApplicationInput = z.input<typeof RiderApplicationSchema>;
