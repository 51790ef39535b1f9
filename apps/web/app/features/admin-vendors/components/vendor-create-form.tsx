import { type VendorCreate, type VendorCreateInput, VendorCreateSchema } from '@levera/domain';
import { useEffect, useId } from 'react';
import type { Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { useCreateVendor } from '../api/create-vendor.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { useVendorAccountForm, VendorAccountFields } from './vendor-account-fields.tsx';

/** The Partners screen links here with `?vendorName=&email=` for an approved vendor application. */
const PREFILL_PARAMS = ['vendorName', 'email'] as const;

const emptyForm = (prefill: { vendorName?: string; email?: string } = {}): VendorCreateInput => ({
  vendorName: prefill.vendorName ?? '',
  email: prefill.email ?? '',
  password: '',
  status: 'active',
});
const FIELDS = Object.keys(emptyForm()) as Path<VendorCreateInput>[];

/** SPEC §5 "Add vendor": name, e-mail (valid) and a password of at least 6 characters; a status. */
export function VendorCreateForm({ onCreated }: { onCreated: () => void }) {
  const t = useT('admin-vendors');
  const showFailure = useFailureToast();
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const prefill = {
    vendorName: searchParams.get('vendorName')?.slice(0, 120) ?? undefined,
    email: searchParams.get('email')?.slice(0, 254) ?? undefined,
  };
  const isPrefilled = Boolean(prefill.vendorName || prefill.email);
  const createVendor = useCreateVendor();

  const form = useVendorAccountForm<VendorCreateInput, VendorCreate>(VendorCreateSchema, emptyForm(prefill));
  const { errors, isSubmitting } = form.formState;

  // A link followed while the screen is open (same route, new search params) refills the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the prefill values change
  useEffect(() => {
    if (isPrefilled) {
      form.reset(emptyForm(prefill));
      form.setFocus('password');
    }
  }, [prefill.vendorName, prefill.email]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createVendor.mutateAsync(values);
      form.reset(emptyForm());
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
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('form.title')}
      </h2>
      {isPrefilled && (
        <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">
          {t('form.prefilled')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <VendorAccountFields mode="create" register={form.register} errors={errors} />
        <div className="md:col-span-2 xl:col-span-4 flex justify-end">
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
