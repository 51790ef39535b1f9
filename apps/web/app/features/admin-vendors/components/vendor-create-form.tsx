import {
  SITE_LANGUAGES,
  VENDOR_ACCESS_METHODS,
  type VendorCreate,
  type VendorCreateInput,
  VendorCreateSchema,
} from '@levera/domain';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { RadioGroupField, SelectField } from '../../../ui/field.tsx';
import { useCreateVendor } from '../api/create-vendor.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { useVendorAccountForm, VendorAccountFields } from './vendor-account-fields.tsx';
import { PanelSection } from '../../../ui/panel-section.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

/**
 * The Partners screen links here with `?vendorName=&email=&applicationId=&caseNumber=` for an approved
 * vendor application: the account is created from it (and linked to it, issue 19 §1).
 */
const PREFILL_PARAMS = ['vendorName', 'email', 'applicationId', 'caseNumber'] as const;

type Prefill = { vendorName?: string; email?: string; applicationId?: string };

const emptyForm = (
  prefill: Prefill = {},
  language: VendorCreateInput['invitationLanguage'] = 'en',
): VendorCreateInput => ({
  vendorName: prefill.vendorName ?? '',
  email: prefill.email ?? '',
  // An account made from an application invites its vendor by default: no password to pass on.
  access: prefill.applicationId ? 'invitation' : 'password',
  password: '',
  status: 'active',
  invitationLanguage: language,
  ...(prefill.applicationId && { applicationId: prefill.applicationId }),
});
const FIELDS = Object.keys(emptyForm()) as Path<VendorCreateInput>[];

/** SPEC §5 "Add vendor": name, e-mail (valid) and a password of at least 6 characters; a status. */
export function VendorCreateForm({ onCreated }: { onCreated: () => void }) {
  const t = useT(ADMIN_VENDORS_NS);
  const showFailure = useFailureToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const { language } = useLocale();
  const prefill: Prefill = {
    vendorName: searchParams.get('vendorName')?.slice(0, 120) ?? undefined,
    email: searchParams.get('email')?.slice(0, 254) ?? undefined,
    applicationId: searchParams.get('applicationId')?.slice(0, 36) || undefined,
  };
  const caseNumber = prefill.applicationId ? searchParams.get('caseNumber')?.slice(0, 40) : undefined;
  const isPrefilled = Boolean(prefill.vendorName || prefill.email);
  const createVendor = useCreateVendor();

  const form = useVendorAccountForm<VendorCreateInput, VendorCreate>(
    VendorCreateSchema,
    emptyForm(prefill, language),
  );
  const { errors, isSubmitting } = form.formState;
  const access = form.watch('access');
  const isInvitation = access === 'invitation';

  // A link followed while the screen is open (same route, new search params) refills the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the prefill values change
  useEffect(() => {
    if (isPrefilled) form.reset(emptyForm(prefill, language));
  }, [prefill.vendorName, prefill.email, prefill.applicationId]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createVendor.mutateAsync(
        values.access === 'invitation'
          ? { ...values, password: undefined }
          : { ...values, invitationLanguage: undefined },
      );
      form.reset(emptyForm({}, language));
      if (isPrefilled) {
        setSearchParams(
          (params) => {
            for (const name of PREFILL_PARAMS) params.delete(name);
            return params;
          },
          { replace: true },
        );
      }
      onCreated();
    } catch (error) {
      placeServerFieldErrors(error, form.setError, FIELDS);
      showFailure('createVendorFailed', error);
    }
  });

  return (
    <PanelSection heading={t('form.title')}>
      {isPrefilled && (
        <div className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">
          {caseNumber && <p className="font-medium">{t('form.fromApplication', { caseNumber })}</p>}
          <p>{t('form.prefilled')}</p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <div className="md:col-span-2 xl:col-span-4">
          <RadioGroupField
            legend={t('form.access')}
            name="access"
            options={VENDOR_ACCESS_METHODS.map((value) => ({
              value,
              label: t(value === 'invitation' ? 'form.accessInvitation' : 'form.accessPassword'),
            }))}
            inputProps={() => form.register('access')}
          />
          <p className="mt-1 text-sm text-slate-600">
            {t(isInvitation ? 'form.accessInvitationHint' : 'form.accessPasswordHint')}
          </p>
        </div>
        <VendorAccountFields
          mode="create"
          register={form.register}
          errors={errors}
          withPassword={!isInvitation}
        />
        {isInvitation && (
          <SelectField
            label={t('form.invitationLanguage')}
            options={SITE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            {...form.register('invitationLanguage')}
          />
        )}
        <div className="md:col-span-2 xl:col-span-4 flex justify-end">
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('form.submitting') : t(isInvitation ? 'form.submitInvitation' : 'form.submit')}
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
