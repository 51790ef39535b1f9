import {
  STALE_STATUS_CODE,
  type VendorUpdate,
  type VendorUpdateInput,
  VendorUpdateSchema,
} from '@levera/domain';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useUpdateVendor } from '../api/update-vendor.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { useVendorAccountForm, VendorAccountFields } from './vendor-account-fields.tsx';
import { SendPasswordLinkAction } from './vendor-access.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

const formValues = (vendor: Vendor | null): VendorUpdateInput => ({
  vendorName: vendor?.vendorName ?? '',
  email: vendor?.email ?? '',
  password: '',
  status: vendor?.status ?? 'active',
});
const FIELDS = Object.keys(formValues(null)) as Path<VendorUpdateInput>[];

/** Edit name, e-mail, status and (optionally) the password: blank keeps the current one (SPEC §5). */
export function VendorEditDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const t = useT(ADMIN_VENDORS_NS);
  const showFailure = useFailureToast();
  const updateVendor = useUpdateVendor();
  const form = useVendorAccountForm<VendorUpdateInput, VendorUpdate>(VendorUpdateSchema, formValues(vendor));
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (vendor) form.reset(formValues(vendor));
  }, [vendor, form.reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!vendor) return;
    try {
      await updateVendor.mutateAsync({ id: vendor.id, vendor: values, shownStatus: vendor.status });
      onClose();
    } catch (error) {
      // Another admin changed the status since the dialog opened: the list now shows it; start over.
      if (error instanceof ApiError && error.code === STALE_STATUS_CODE) onClose();
      placeServerFieldErrors(error, form.setError, FIELDS);
      showFailure('updateVendorFailed', error);
    }
  });

  return (
    <Dialog
      open={vendor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('edit.title')}
      description={t('edit.description')}
      closeLabel={t('edit.close')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <VendorAccountFields mode="edit" register={form.register} errors={errors} />
        {vendor && <SendPasswordLinkAction vendor={vendor} />}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
