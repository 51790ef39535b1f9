import { VENDOR_STATUSES, type VendorUpdateInput } from '@levera/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { type SchemaFormOptions, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

type AccountValues = Pick<VendorUpdateInput, 'vendorName' | 'email' | 'password' | 'status'>;

/**
 * The form around these fields, for adding and for editing a vendor: checked with `schema` once a
 * field has been left, then on each change.
 */
export function useVendorAccountForm<TValues extends AccountValues, TParsed>(
  schema: z.ZodType<TParsed, TValues>,
  defaultValues: SchemaFormOptions<TValues, TParsed>['defaultValues'],
) {
  return useSchemaForm<TValues, TParsed>(schema, { mode: 'onTouched', defaultValues });
}

/**
 * Name, e-mail, password and status of a vendor account: the Add vendor form (`create`: placeholders,
 * a password is required) and the edit dialog (`edit`: a blank password keeps the current one).
 */
export function VendorAccountFields({
  mode,
  register,
  errors,
  withPassword = true,
}: {
  mode: 'create' | 'edit';
  register: UseFormRegister<AccountValues>;
  errors: FieldErrors<AccountValues>;
  /** False when the vendor is invited and chooses the password itself (issue 19 §1). */
  withPassword?: boolean;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const message = useMessage();
  const isCreate = mode === 'create';
  return (
    <>
      <TextField
        label={t('form.vendorName')}
        autoComplete="organization"
        placeholder={isCreate ? t('form.vendorNamePlaceholder') : undefined}
        required
        maxLength={120}
        error={message(errors.vendorName?.message)}
        {...register('vendorName')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="off"
        placeholder={isCreate ? t('form.emailPlaceholder') : undefined}
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      {withPassword && (
        <PasswordField
          label={t(isCreate ? 'form.password' : 'edit.newPassword')}
          autoComplete="new-password"
          required={isCreate}
          hint={t(isCreate ? 'form.passwordHint' : 'edit.passwordHint')}
          showLabel={t('form.showPassword')}
          hideLabel={t('form.hidePassword')}
          error={message(errors.password?.message)}
          {...register('password')}
        />
      )}
      <SelectField
        label={t('form.status')}
        options={VENDOR_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        error={message(errors.status?.message)}
        {...register('status')}
      />
    </>
  );
}
