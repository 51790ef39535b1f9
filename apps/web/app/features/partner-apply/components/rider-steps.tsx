import { RIDER_CITIES, VEHICLES } from '@levera/domain';
import type { RefObject } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceCards } from '../../../ui/choice-cards.tsx';
import { CheckboxField, RadioGroupField, TextField } from '../../../ui/field.tsx';
import { withNodes } from '../../../ui/rich-text.tsx';
import { PARTNER_RIDER_NS } from '../catalog.ts';
import type { RiderApplicationState } from '../hooks/use-rider-application.ts';
import { RIDER_INTENT_FIELD, RIDER_INTENTS } from '../partner-fields.ts';
import { FormAlert } from './form-alert.tsx';
import { TermsLink } from './terms-link.tsx';
import { VehicleIcon } from './vehicle-icon.tsx';

type StepProps = { rider: RiderApplicationState };

/** Each step opens with this heading; it takes the focus when the step changes. */
function StepHeading({
  title,
  headingRef,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <h2
      id="rider-step-heading"
      ref={headingRef}
      tabIndex={-1}
      className="text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none"
    >
      {title}
    </h2>
  );
}

/** Step 1: the city and the vehicle, then Next. */
export function RiderCityAndVehicleStep({ rider }: StepProps) {
  const t = useT(PARTNER_RIDER_NS);
  return (
    <section aria-labelledby="rider-step-heading" className="flex flex-col gap-6">
      <StepHeading title={t('stepOne.title')} headingRef={rider.headingRef} />
      <ChoiceCards
        legend={t('stepOne.cityLegend')}
        options={RIDER_CITIES.map((value) => ({ value, label: t(`cities.${value}`) }))}
        registration={rider.registerChoice('city')}
        defaultValue={rider.initialText('city')}
        // Whole city names: one column on the narrowest phones (issue 15).
        grid="grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3"
        error={rider.errorOf('city')}
      />
      <ChoiceCards
        legend={t('stepOne.vehicleLegend')}
        options={VEHICLES.map((value) => ({
          value,
          label: t(`vehicles.${value}`),
          icon: <VehicleIcon vehicle={value} />,
        }))}
        registration={rider.registerChoice('vehicle')}
        defaultValue={rider.initialText('vehicle')}
        error={rider.errorOf('vehicle')}
        grid="grid-cols-1 sm:grid-cols-3"
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" name={RIDER_INTENT_FIELD} value={RIDER_INTENTS.next}>
          {t('stepOne.next')}
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </section>
  );
}

/** Step 2's first line: the city and vehicle chosen, and the way back to change them. */
function ChosenCityAndVehicle({ rider }: StepProps) {
  const t = useT(PARTNER_RIDER_NS);
  const city = rider.form.watch('city');
  const vehicle = rider.form.watch('vehicle');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-1">
          <dt className="font-semibold">{t('stepOne.cityLegend')}:</dt>
          <dd>{city ? t(`cities.${city}`) : ''}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t('stepOne.vehicleLegend')}:</dt>
          <dd>{vehicle ? t(`vehicles.${vehicle}`) : ''}</dd>
        </div>
      </dl>
      <button
        {...rider.backButtonProps}
        aria-label={t('stepTwo.changeLabel')}
        className="rounded font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('stepTwo.change')}
      </button>
    </div>
  );
}

/** Step 2's confirmations: age, and the terms (opened in a new tab). */
function RiderConfirmations({ rider }: StepProps) {
  const t = useT(PARTNER_RIDER_NS);
  const { form, errorOf, initial } = rider;
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        label={t('stepTwo.ageConfirmed')}
        error={errorOf('ageConfirmed')}
        defaultChecked={initial.ageConfirmed === true}
        {...form.register('ageConfirmed')}
      />
      <CheckboxField
        label={withNodes(t('stepTwo.termsAccepted', { terms: '{{terms}}' }), {
          terms: <TermsLink label={t('stepTwo.termsLink')} />,
        })}
        error={errorOf('termsAccepted')}
        defaultChecked={initial.termsAccepted === true}
        {...form.register('termsAccepted')}
      />
    </div>
  );
}

/** Step 2: the rider's profile and confirmations, then Back or Submit. */
export function RiderProfileStep({ rider }: StepProps) {
  const t = useT(PARTNER_RIDER_NS);
  const { form, errorOf, initial, isSubmitting } = rider;
  /** What every text field of step 2 shares: its label, required, its message, its registration. */
  const textFieldProps = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'nationalId') => ({
    label: t(`stepTwo.${field}`),
    required: true,
    error: errorOf(field),
    defaultValue: rider.initialText(field),
    ...form.register(field),
  });
  return (
    <section aria-labelledby="rider-step-heading" className="flex flex-col gap-5">
      <StepHeading title={t('stepTwo.title')} headingRef={rider.headingRef} />
      <ChosenCityAndVehicle rider={rider} />
      <FormAlert message={rider.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField autoComplete="given-name" {...textFieldProps('firstName')} />
        <TextField autoComplete="family-name" {...textFieldProps('lastName')} />
        <TextField
          type="tel"
          autoComplete="tel"
          hint={t('stepTwo.phoneHint')}
          {...textFieldProps('phoneNumber')}
        />
        <TextField type="email" autoComplete="email" {...textFieldProps('email')} />
        <TextField
          inputMode="numeric"
          autoComplete="off"
          hint={t('stepTwo.nationalIdHint')}
          {...textFieldProps('nationalId')}
        />
      </div>
      <RadioGroupField
        legend={t('stepTwo.swedishCitizen')}
        name="swedishCitizen"
        required
        options={[
          { value: 'yes', label: t('stepTwo.yes') },
          { value: 'no', label: t('stepTwo.no') },
        ]}
        inputProps={(value) => ({
          defaultChecked: initial.swedishCitizen === value,
          ...form.register('swedishCitizen'),
        })}
        error={errorOf('swedishCitizen')}
      />
      <RiderConfirmations rider={rider} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" {...rider.backButtonProps}>
          <span aria-hidden="true">←</span>
          {t('stepTwo.back')}
        </Button>
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          name={RIDER_INTENT_FIELD}
          value={RIDER_INTENTS.submit}
        >
          {isSubmitting ? t('stepTwo.submitting') : t('stepTwo.submit')}
        </Button>
      </div>
    </section>
  );
}
