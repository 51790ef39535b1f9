import { BUSINESS_TYPES, type VendorApplication, type VendorApplicationInput } from '@levera/domain';
import { useEffect, useRef } from 'react';
import type { Path } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { type PostedFormProps, useStoredCaseNumber } from '../../../lib/posted-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { FocusPanel } from '../../../ui/focus-panel.tsx';
import { CheckboxField, SelectField, TextField } from '../../../ui/field.tsx';
import { withNodes } from '../../../ui/rich-text.tsx';
import { submitVendorApplication } from '../api/submit-vendor-application.ts';
import { useApplicationForm } from '../hooks/use-application-form.ts';
import { FormAlert } from './form-alert.tsx';
import { TermsLink } from './terms-link.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { PARTNER_VENDOR_NS } from '../catalog.ts';
import { VENDOR_FIELDS, VENDOR_FORM_ANCHOR } from '../partner-fields.ts';

type FormValues = VendorApplicationInput & { website?: string };

const FIELDS = VENDOR_FIELDS satisfies readonly Path<FormValues>[];

const loadVendorSchema = () =>
  import('../partner-schemas.ts').then((module) => module.VendorApplicationSchema);

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  storeName: '',
  organizationNumber: '',
  businessType: '' as VendorApplicationInput['businessType'],
  phoneNumber: '',
  organizationName: '',
  email: '',
  termsAndConditions: false as unknown as true,
  website: '',
};

/**
 * The vendor application form (SPEC §3, §5, §8): every field required, with the shared schema as
 * resolver; success "Thank you for your application! We'll contact you soon.", failure "Something
 * went wrong. Please try again." with the server's field messages at their fields. It posts to its
 * own page (decision 074): before and without JavaScript the page's action stores it and the page
 * comes back with `posted`; with JavaScript it is sent in place.
 */
export function VendorApplicationForm({ posted }: PostedFormProps) {
  const t = useT(PARTNER_VENDOR_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [caseNumber, setCaseNumber] = useStoredCaseNumber(posted);
  const successRef = useRef<HTMLDivElement>(null);
  const { form, loadOnTouch, submissionKeys, postedError, formError, showError, clearFormError } =
    useApplicationForm<FormValues, VendorApplication>({
      loadSchema: loadVendorSchema,
      empty: EMPTY,
      fields: FIELDS,
      posted,
    });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (caseNumber) successRef.current?.focus();
  }, [caseNumber]);

  const onSubmit = form.handleSubmit(async (application) => {
    clearFormError();
    try {
      const body = { ...application, website: form.getValues('website') };
      const answer = await submitVendorApplication(body, submissionKeys.keyFor(body));
      submissionKeys.succeeded();
      setCaseNumber(answer.caseNumber);
      form.reset(EMPTY);
    } catch (error) {
      showError(error);
    }
  });

  if (caseNumber) {
    return (
      <FocusPanel
        ref={successRef}
        role="status"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-brand-900"
      >
        <p className="text-xl font-bold">{message('vendorApplicationSuccess')}</p>
        <p className="mt-2">{t('success.caseNumber', { caseNumber })}</p>
        {hydrated ? (
          <Button variant="secondary" className="mt-5" onClick={() => setCaseNumber(null)}>
            {t('success.another')}
          </Button>
        ) : (
          // Before (or without) the script: the empty form is the page itself.
          <a
            href={`${paths.partner.vendor(locale)}#${VENDOR_FORM_ANCHOR}`}
            className={buttonClasses('secondary', 'md', 'mt-5')}
          >
            {t('success.another')}
          </a>
        )}
      </FocusPanel>
    );
  }

  /** What every text and choice field here shares: its label, required, its message, its registration. */
  const fieldProps = (field: Exclude<(typeof FIELDS)[number], 'termsAndConditions'>) => ({
    label: t(`form.${field}`),
    required: true,
    error: message(errors[field]?.message) || postedError(field),
    // In the HTML too, so a page answered to a post shows what was typed before any script runs.
    defaultValue: form.formState.defaultValues?.[field] ?? '',
    ...form.register(field),
  });

  return (
    <form
      {...loadOnTouch}
      // A press before the script has run posts to the page itself, never a GET with the fields in
      // the address (decision 074); the fragment brings the answer's form into view.
      method="post"
      action={`${paths.partner.vendor(locale)}#${VENDOR_FORM_ANCHOR}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="relative flex flex-col gap-5"
    >
      <HoneypotField label={t('honeypot')} {...form.register('website')} />
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField autoComplete="family-name" {...fieldProps('lastName')} />
        <TextField autoComplete="organization" {...fieldProps('storeName')} />
        <SelectField
          placeholder={t('form.businessTypePlaceholder')}
          options={BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${value}`) }))}
          {...fieldProps('businessType')}
        />
        <TextField hint={t('form.organizationNameHint')} {...fieldProps('organizationName')} />
        <TextField
          hint={t('form.organizationNumberHint')}
          inputMode="numeric"
          {...fieldProps('organizationNumber')}
        />
        <TextField type="tel" autoComplete="tel" {...fieldProps('phoneNumber')} />
        <TextField type="email" autoComplete="email" {...fieldProps('email')} />
      </div>
      <CheckboxField
        label={withNodes(t('form.termsAndConditions', { terms: '{{terms}}' }), {
          terms: <TermsLink label={t('form.termsLink')} />,
        })}
        error={message(errors.termsAndConditions?.message) || postedError('termsAndConditions')}
        defaultChecked={form.formState.defaultValues?.termsAndConditions === true}
        {...form.register('termsAndConditions')}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="sm:self-start">
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
