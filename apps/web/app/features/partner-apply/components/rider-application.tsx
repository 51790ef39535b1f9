import {
  type RiderApplication as RiderApplicationValues,
  type RiderApplicationInput,
  RIDER_CITIES,
  VEHICLES,
} from '@levera/domain';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import {
  type FormPostResult,
  type FormValues as PostedValues,
  type PostedFormProps,
  postedValues,
  usePostedErrors,
} from '../../../lib/posted-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { createSubmissionKeys } from '../../../lib/submission-key.ts';
import { useLazySchemaForm } from '../../../lib/use-lazy-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField, RadioGroupField, TextField } from '../../../ui/field.tsx';
import { withNodes } from '../../../ui/rich-text.tsx';
import { ChoiceCards } from '../../../ui/choice-cards.tsx';
import { submitRiderApplication } from '../api/submit-rider-application.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { VehicleIcon } from './vehicle-icon.tsx';
import { PARTNER_RIDER_NS } from '../catalog.ts';
import {
  RIDER_FIELDS,
  RIDER_FORM_ANCHOR,
  RIDER_INTENT_FIELD,
  RIDER_INTENTS,
  RIDER_STEP_FIELD,
  RIDER_STEP_ONE_FIELDS,
} from '../partner-fields.ts';

type FormValues = RiderApplicationInput & { website?: string };

const FIELDS = RIDER_FIELDS satisfies readonly Path<FormValues>[];

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  nationalId: '',
  website: '',
} as FormValues;

/** The step a page answered to a post shows (decision 074); the first otherwise. */
function postedStep(posted: FormPostResult | undefined): 1 | 2 {
  if (posted?.outcome === 'step') return posted.step;
  if (posted?.outcome === 'failed') return posted.step ?? 2;
  return 1;
}

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

const loadRiderSchema = () => import('../partner-schemas.ts').then((module) => module.RiderApplicationSchema);

const isStepOneField = (field: string) => (RIDER_STEP_ONE_FIELDS as readonly string[]).includes(field);

/** SPEC §2: the rider is taken to the locale root after the success message, about 2 s later. */
const RIDER_REDIRECT_DELAY_MS = 2500;

/**
 * The two-step rider application (SPEC §2, §3, §5): step 1 city and vehicle, step 2 the profile.
 * One form holds both steps, so going back and forth keeps everything typed. It posts to its own
 * page (decision 074): before and without JavaScript, Next, Back and Submit are posts that the
 * page's action answers with `posted` (the step, the case number, or the errors and the values);
 * with JavaScript the steps change in place and the application is sent in place.
 */
export function RiderApplication({ posted }: PostedFormProps) {
  const t = useT(PARTNER_RIDER_NS);
  const tc = useT('common');
  const message = useMessage();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [step, setStep] = useState<1 | 2>(() => postedStep(posted));
  const [caseNumber, setCaseNumber] = useState<string | null>(
    posted?.outcome === 'stored' ? posted.caseNumber : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  // The same key when this application is sent again after no answer (decision 069).
  const [submissionKeys] = useState(createSubmissionKeys);

  const { form, loadOnTouch } = useLazySchemaForm<FormValues, RiderApplicationValues>(loadRiderSchema, {
    // Errors appear on Next/submit and then follow each change. Not on blur: a message appearing or
    // vanishing as focus leaves a field moves the button under the pointer and swallows the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: postedValues(EMPTY, posted),
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, showError, clearFormError } = useServerErrors<FormValues>(form.setError, FIELDS, posted);
  const postedError = usePostedErrors(posted, form.setError);
  /** The field's message: react-hook-form's, or the posted page's until the island has hydrated. */
  const errorOf = (field: (typeof FIELDS)[number]) => message(errors[field]?.message) || postedError(field);
  /** What a field starts with in the HTML: what was typed, on a page answered to a post. */
  const initial = (posted && posted.outcome !== 'stored' ? posted.values : {}) as PostedValues;
  const initialText = (field: (typeof FIELDS)[number]) => {
    const value = form.formState.defaultValues?.[field];
    return typeof value === 'string' ? value : '';
  };
  // Focus the new step's heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or outcome changes
  useEffect(() => {
    if (hasMovedRef.current) headingRef.current?.focus();
  }, [step, caseNumber]);

  useEffect(() => {
    if (!caseNumber) return;
    // A new document: the form is an island of a prerendered page (decision 047).
    const timer = setTimeout(() => window.location.assign(paths.home(locale)), RIDER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [caseNumber, locale]);

  const goTo = (next: 1 | 2) => {
    hasMovedRef.current = true;
    setStep(next);
  };
  /** Back to step 1: in place with the script, a post without it. */
  const backButtonProps = {
    type: 'submit' as const,
    name: RIDER_INTENT_FIELD,
    value: RIDER_INTENTS.back,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      goTo(1);
    },
  };

  // Step 1 is checked by Next, not by a submit, so its messages are cleared on change by hand.
  const registerChoice = (name: 'city' | 'vehicle') =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    });

  const onNext = async () => {
    if (await form.trigger(['city', 'vehicle'], { shouldFocus: true })) goTo(2);
  };

  const onSubmit = form.handleSubmit(async (application) => {
    clearFormError();
    try {
      const body = { ...application, website: form.getValues('website') };
      const answer = await submitRiderApplication(body, submissionKeys.keyFor(body));
      submissionKeys.succeeded();
      hasMovedRef.current = true;
      setCaseNumber(answer.caseNumber);
    } catch (error) {
      const fields = showError(error);
      // A server complaint about step 1 (say, a city no longer served) needs step 1 to fix.
      if (fields.includes('city') || fields.includes('vehicle')) goTo(1);
    }
  });

  // Enter on step 1 means "Next", not "submit the whole application".
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 2) return onSubmit(event);
    event.preventDefault();
    return onNext();
  };

  const progress = (
    <ol aria-label={t('progress.label')} className="flex gap-2 text-sm">
      {([1, 2] as const).map((number) => {
        const isCurrent = !caseNumber && step === number;
        const isDone = Boolean(caseNumber) || step > number;
        return (
          <li
            key={number}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 ${
              isCurrent
                ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                : 'border-slate-200 text-slate-700'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                isDone || isCurrent ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'
              }`}
            >
              {isDone ? '✓' : number}
            </span>
            <span>
              <span className="sr-only">{t('progress.stepOf', { current: number, total: 2 })}: </span>
              {t(number === 1 ? 'progress.stepOne' : 'progress.stepTwo')}
              {isDone && <span className="sr-only"> ({t('progress.completed')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );

  if (caseNumber) {
    return (
      <div className="flex flex-col gap-6">
        {progress}
        <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-brand-900">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight focus:outline-none"
          >
            {t('success.title')}
          </h2>
          <p className="mt-3 text-lg">{message('riderApplicationSuccess')}</p>
          <p className="mt-2">{t('success.caseNumber', { caseNumber })}</p>
          {/* Only the script takes the rider home; without it the link below does. */}
          {hydrated && <p className="mt-4 text-sm">{t('success.redirecting')}</p>}
          <a href={paths.home(locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('success.goHome')}
          </a>
        </div>
      </div>
    );
  }

  const city = form.watch('city');
  const vehicle = form.watch('vehicle');

  /** Each step opens with this heading; it takes the focus when the step changes. */
  const stepHeading = (title: string) => (
    <h2
      id="rider-step-heading"
      ref={headingRef}
      tabIndex={-1}
      className="text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none"
    >
      {title}
    </h2>
  );
  /** What every text field of step 2 shares: its label, required, its message, its registration. */
  const textFieldProps = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'nationalId') => ({
    label: t(`stepTwo.${field}`),
    required: true,
    error: errorOf(field),
    defaultValue: initialText(field),
    ...form.register(field),
  });

  return (
    <form
      {...loadOnTouch}
      // A press before the script has run posts to the page itself, never a GET with the fields (the
      // personnummer among them) in the address (decision 074); the fragment brings the form into view.
      method="post"
      action={`${paths.partner.rider(locale)}#${RIDER_FORM_ANCHOR}`}
      onSubmit={(event) => void onFormSubmit(event)}
      noValidate
      className="relative flex flex-col gap-6"
    >
      {!hydrated && (
        <>
          <input type="hidden" name={RIDER_STEP_FIELD} value={step} />
          {/* Enter in a field of step 2 submits the application, not Back (the first submit button). */}
          {step === 2 && (
            <button type="submit" name={RIDER_INTENT_FIELD} value={RIDER_INTENTS.submit} hidden />
          )}
          <CarriedFields
            values={initial}
            fields={
              step === 1 ? RIDER_FIELDS.filter((field) => !isStepOneField(field)) : RIDER_STEP_ONE_FIELDS
            }
          />
        </>
      )}
      {progress}
      <HoneypotField label={t('honeypot')} {...form.register('website')} />

      {step === 1 ? (
        <section aria-labelledby="rider-step-heading" className="flex flex-col gap-6">
          {stepHeading(t('stepOne.title'))}
          <ChoiceCards
            legend={t('stepOne.cityLegend')}
            options={RIDER_CITIES.map((value) => ({ value, label: t(`cities.${value}`) }))}
            registration={registerChoice('city')}
            defaultValue={initialText('city')}
            // Whole city names: one column on the narrowest phones (issue 15).
            grid="grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3"
            error={errorOf('city')}
          />
          <ChoiceCards
            legend={t('stepOne.vehicleLegend')}
            options={VEHICLES.map((value) => ({
              value,
              label: t(`vehicles.${value}`),
              icon: <VehicleIcon vehicle={value} />,
            }))}
            registration={registerChoice('vehicle')}
            defaultValue={initialText('vehicle')}
            error={errorOf('vehicle')}
            grid="grid-cols-1 sm:grid-cols-3"
          />
          <div className="flex justify-end">
            <Button type="submit" size="lg" name={RIDER_INTENT_FIELD} value={RIDER_INTENTS.next}>
              {t('stepOne.next')}
              <span aria-hidden="true">→</span>
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="rider-step-heading" className="flex flex-col gap-5">
          {stepHeading(t('stepTwo.title'))}
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
              {...backButtonProps}
              aria-label={t('stepTwo.changeLabel')}
              className="rounded font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('stepTwo.change')}
            </button>
          </div>
          <FormAlert message={formError} />
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
          <div className="flex flex-col gap-3">
            <CheckboxField
              label={t('stepTwo.ageConfirmed')}
              error={errorOf('ageConfirmed')}
              defaultChecked={initial.ageConfirmed === true}
              {...form.register('ageConfirmed')}
            />
            <CheckboxField
              label={withNodes(t('stepTwo.termsAccepted', { terms: '{{terms}}' }), {
                terms: (
                  <a
                    href={paths.terms(locale)}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('stepTwo.termsLink')}
                    <span className="sr-only"> {tc('ui.opensInNewTab')}</span>
                  </a>
                ),
              })}
              error={errorOf('termsAccepted')}
              defaultChecked={initial.termsAccepted === true}
              {...form.register('termsAccepted')}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" size="lg" {...backButtonProps}>
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
      )}
    </form>
  );
}
