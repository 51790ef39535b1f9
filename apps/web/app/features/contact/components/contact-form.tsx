import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  type ContactQuery,
  type ContactQueryInput,
  REQUESTER_TYPES,
} from '@levera/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isConnectionError } from '../../../lib/api-client.ts';
import {
  type PostedFormProps,
  postedValues,
  usePostedErrors,
  useStoredCaseNumber,
} from '../../../lib/posted-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { createSubmissionKeys } from '../../../lib/submission-key.ts';
import { useLazySchemaForm } from '../../../lib/use-lazy-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { FocusPanel } from '../../../ui/focus-panel.tsx';
import { WatchedCharacterCount } from '../../../ui/character-count.tsx';
import { SelectField, TextareaField, TextField } from '../../../ui/field.tsx';
import { CONTACT_NS } from '../catalog.ts';
import { keepPlaceholders, withEmailLinks, withNodes } from '../../../ui/rich-text.tsx';
import { createContactQuery } from '../api/create-contact-query.ts';
import { CONTACT_FIELDS } from '../contact-fields.ts';

const FIELDS = CONTACT_FIELDS;
type FieldName = (typeof FIELDS)[number];

const loadContactSchema = () => import('../contact-schema.ts').then((module) => module.ContactQuerySchema);

const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as unknown as ContactQueryInput;

type Failure = { message: string | null };

/** The id of the form's card on the page (routes/contact.tsx): a posted page opens scrolled to it. */
export const CONTACT_FORM_ANCHOR = 'contact-form';

/** The failure panel of a post answered without a field message: as the script shows it. */
function postedFailure(posted: PostedFormProps['posted']): Failure | null {
  if (posted?.outcome !== 'failed' || Object.keys(posted.errors).length > 0) return null;
  return { message: posted.status === 429 ? posted.message : null };
}

/**
 * The contact form of SPEC §2, §3, §5 and §8, validated with the schema the API uses (every field
 * required, valid e-mail and phone number), so messages read the same from either side. It posts to
 * its own page (decision 074): before and without JavaScript the page's action stores it and the
 * page comes back with `posted`, the case number or the errors and the values; with JavaScript it
 * is sent in place.
 */
export function ContactForm({ posted }: PostedFormProps) {
  const t = useT(CONTACT_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [caseNumber, setCaseNumber] = useStoredCaseNumber(posted);
  const [failure, setFailure] = useState<Failure | null>(() => postedFailure(posted));
  const honeypotRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The same key when this query is sent again after no answer (decision 069).
  const [submissionKeys] = useState(createSubmissionKeys);
  const { form, loadOnTouch } = useLazySchemaForm<ContactQueryInput, ContactQuery>(loadContactSchema, {
    defaultValues: postedValues(EMPTY, posted),
  });
  const { errors, isSubmitting } = form.formState;
  const postedError = usePostedErrors(posted, form.setError);

  useEffect(() => {
    if (caseNumber || failure) outcomeRef.current?.focus();
  }, [caseNumber, failure]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = { ...values, website: honeypotRef.current?.value ?? '' };
      const answer = await createContactQuery(body, submissionKeys.keyFor(body));
      submissionKeys.succeeded();
      setCaseNumber(answer.caseNumber);
    } catch (error) {
      // No answer at all: SPEC §8's network or timeout message, as a toast; the form keeps its values.
      if (isConnectionError(error)) {
        notify.error(error.message);
        return;
      }
      if (placeServerFieldErrors(error, form.setError, FIELDS).length > 0) return;
      // Too many requests has a message of its own; anything else is "something went wrong" (SPEC §8).
      setFailure({ message: error instanceof ApiError && error.status === 429 ? error.message : null });
    }
  });

  if (caseNumber) {
    return (
      <FocusPanel
        ref={outcomeRef}
        role="status"
        className="rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 text-brand-700" fill="currentColor">
          <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm4.7-12.3-5.5 5.5a1 1 0 0 1-1.4 0l-2.5-2.5 1.4-1.4 1.8 1.8 4.8-4.8z" />
        </svg>
        <h2 className="mt-4 text-2xl font-bold text-slate-900">{t('success.title')}</h2>
        <p className="mt-2 text-lg text-slate-800">
          {withNodes(t('success.text', keepPlaceholders('caseNumber')), {
            caseNumber: <strong className="font-bold text-brand-900">{caseNumber}</strong>,
          })}
        </p>
        {hydrated ? (
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => {
              form.reset(EMPTY);
              setCaseNumber(null);
            }}
          >
            {t('success.sendAnother')}
          </Button>
        ) : (
          // Before (or without) the script: the empty form is the page itself.
          <a href={paths.contact(locale)} className={buttonClasses('secondary', 'md', 'mt-6')}>
            {t('success.sendAnother')}
          </a>
        )}
      </FocusPanel>
    );
  }

  /** What every field here shares: its label and placeholder texts, required, its message, its registration. */
  const fieldProps = (field: FieldName) => ({
    label: t(`form.${field}.label`),
    placeholder: t(`form.${field}.placeholder`),
    required: true,
    error: message(errors[field]?.message) || postedError(field),
    // In the HTML too, so a page answered to a post shows what was typed before any script runs.
    defaultValue: form.formState.defaultValues?.[field] ?? '',
    ...form.register(field),
  });
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <form
      {...loadOnTouch}
      // A press before the script has run posts to the page itself, never a GET with the fields in
      // the address (decision 074); the fragment brings the answer's form into view.
      method="post"
      action={`${paths.contact(locale)}#${CONTACT_FORM_ANCHOR}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
          {t('form.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('form.requiredNote')}</p>
      </div>

      {failure && (
        <FocusPanel
          ref={outcomeRef}
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{t('failure.title')}</p>
          <p className="mt-1 text-sm">
            {failure.message ?? withEmailLinks(t('failure.text'), 'font-semibold underline')}
          </p>
        </FocusPanel>
      )}

      <SelectField
        options={options('form.requesterType.options', REQUESTER_TYPES)}
        className="h-11"
        {...fieldProps('requesterType')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField autoComplete="given-name" className="h-11" {...fieldProps('firstName')} />
        <TextField autoComplete="family-name" className="h-11" {...fieldProps('lastName')} />
        <TextField
          type="email"
          autoComplete="email"
          inputMode="email"
          className="h-11"
          {...fieldProps('email')}
        />
        <TextField type="tel" autoComplete="tel" className="h-11" {...fieldProps('phoneNumber')} />
      </div>
      <SelectField
        options={options('form.subject.options', CONTACT_SUBJECTS)}
        className="h-11"
        {...fieldProps('subject')}
      />
      <TextareaField
        rows={6}
        {...fieldProps('message')}
        characterCount={(id) => (
          <WatchedCharacterCount
            id={id}
            control={form.control}
            name="message"
            limit={CONTACT_MESSAGE_MAX_LENGTH}
          />
        )}
      />

      {/* Spam trap: hidden from people and assistive technology; bots fill in every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          ref={honeypotRef}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <p className="text-sm text-slate-600">
        {withNodes(t('form.privacyNote', keepPlaceholders('privacyPolicy')), {
          privacyPolicy: (
            <a
              href={paths.privacy(locale)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('form.privacyLinkText')}
            </a>
          ),
        })}
      </p>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="self-start">
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
