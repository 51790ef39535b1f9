import type { RiderApplication as RiderApplicationValues, RiderApplicationInput } from '@levera/domain';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useMessage } from '../../../lib/use-message.ts';
import {
  type FormPostResult,
  type FormValues as PostedValues,
  useStoredCaseNumber,
} from '../../../lib/posted-form.ts';
import { submitRiderApplication } from '../api/submit-rider-application.ts';
import { RIDER_FIELDS, RIDER_INTENT_FIELD, RIDER_INTENTS } from '../partner-fields.ts';
import { useApplicationForm } from './use-application-form.ts';

type FormValues = RiderApplicationInput & { website?: string };

const FIELDS = RIDER_FIELDS satisfies readonly Path<FormValues>[];
type RiderField = (typeof FIELDS)[number];

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

const loadRiderSchema = () => import('../partner-schemas.ts').then((module) => module.RiderApplicationSchema);

/**
 * The state of the two-step rider application (SPEC §2, §3, §5): the step, the form and its
 * messages (react-hook-form's, the server's, or the posted page's until the island has hydrated),
 * Next, Back and the submission, and the case number once it is stored.
 */
export function useRiderApplication(posted: FormPostResult | undefined) {
  const message = useMessage();
  const [step, setStep] = useState<1 | 2>(() => postedStep(posted));
  const [caseNumber, setCaseNumber] = useStoredCaseNumber(posted);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const { form, loadOnTouch, submissionKeys, postedError, formError, showError, clearFormError } =
    useApplicationForm<FormValues, RiderApplicationValues>({
      loadSchema: loadRiderSchema,
      empty: EMPTY,
      fields: FIELDS,
      posted,
    });
  const { errors, isSubmitting } = form.formState;
  /** The field's message: react-hook-form's, or the posted page's until the island has hydrated. */
  const errorOf = (field: RiderField) => message(errors[field]?.message) || postedError(field);
  /** What a field starts with in the HTML: what was typed, on a page answered to a post. */
  const initial = (posted && posted.outcome !== 'stored' ? posted.values : {}) as PostedValues;
  const initialText = (field: RiderField) => {
    const value = form.formState.defaultValues?.[field];
    return typeof value === 'string' ? value : '';
  };
  // Focus the new step's heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or outcome changes
  useEffect(() => {
    if (hasMovedRef.current) headingRef.current?.focus();
  }, [step, caseNumber]);

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

  return {
    step,
    caseNumber,
    headingRef,
    form,
    loadOnTouch,
    isSubmitting,
    formError,
    errorOf,
    initial,
    initialText,
    backButtonProps,
    registerChoice,
    onFormSubmit,
  };
}

/** What the rider application's parts read from its state. */
export type RiderApplicationState = ReturnType<typeof useRiderApplication>;
