import { useT } from '../../../lib/i18n.ts';
import type { FormValues as PostedValues, PostedFormProps } from '../../../lib/posted-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { PARTNER_RIDER_NS } from '../catalog.ts';
import { useRiderApplication } from '../hooks/use-rider-application.ts';
import {
  RIDER_FIELDS,
  RIDER_FORM_ANCHOR,
  RIDER_INTENT_FIELD,
  RIDER_INTENTS,
  RIDER_STEP_FIELD,
  RIDER_STEP_ONE_FIELDS,
} from '../partner-fields.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { RiderProgress } from './rider-progress.tsx';
import { RiderCityAndVehicleStep, RiderProfileStep } from './rider-steps.tsx';
import { RiderSuccess } from './rider-success.tsx';

/**
 * Before the script has run, the step on the page posts the other step's values with its own, as
 * hidden fields (never in the address), so Next and Back without JavaScript keep everything typed.
 */
function CarriedFields({ values, fields }: { values: PostedValues; fields: readonly string[] }) {
  return fields.map((field) => {
    const value = values[field];
    if (value === undefined || value === '' || value === false) return null;
    return <input key={field} type="hidden" name={field} value={value === true ? 'on' : value} />;
  });
}

const isStepOneField = (field: string) => (RIDER_STEP_ONE_FIELDS as readonly string[]).includes(field);

/** What a post without the script needs besides the fields on the page: the step, Enter's intent, the other step's values. */
function PostedStepFields({ step, values }: { step: 1 | 2; values: PostedValues }) {
  return (
    <>
      <input type="hidden" name={RIDER_STEP_FIELD} value={step} />
      {/* Enter in a field of step 2 submits the application, not Back (the first submit button). */}
      {step === 2 && <button type="submit" name={RIDER_INTENT_FIELD} value={RIDER_INTENTS.submit} hidden />}
      <CarriedFields
        values={values}
        fields={step === 1 ? RIDER_FIELDS.filter((field) => !isStepOneField(field)) : RIDER_STEP_ONE_FIELDS}
      />
    </>
  );
}

/**
 * The two-step rider application (SPEC §2, §3, §5): step 1 city and vehicle, step 2 the profile.
 * One form holds both steps, so going back and forth keeps everything typed. It posts to its own
 * page (decision 074): before and without JavaScript, Next, Back and Submit are posts that the
 * page's action answers with `posted` (the step, the case number, or the errors and the values);
 * with JavaScript the steps change in place and the application is sent in place.
 */
export function RiderApplication({ posted }: PostedFormProps) {
  const t = useT(PARTNER_RIDER_NS);
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const rider = useRiderApplication(posted);
  const { step } = rider;

  if (rider.caseNumber) return <RiderSuccess caseNumber={rider.caseNumber} headingRef={rider.headingRef} />;

  return (
    <form
      {...rider.loadOnTouch}
      // A press before the script has run posts to the page itself, never a GET with the fields (the
      // personnummer among them) in the address (decision 074); the fragment brings the form into view.
      method="post"
      action={`${paths.partner.rider(locale)}#${RIDER_FORM_ANCHOR}`}
      onSubmit={(event) => void rider.onFormSubmit(event)}
      noValidate
      className="relative flex flex-col gap-6"
    >
      {!hydrated && <PostedStepFields step={step} values={rider.initial} />}
      <RiderProgress step={step} stored={false} />
      <HoneypotField label={t('honeypot')} {...rider.form.register('website')} />
      {step === 1 ? <RiderCityAndVehicleStep rider={rider} /> : <RiderProfileStep rider={rider} />}
    </form>
  );
}
