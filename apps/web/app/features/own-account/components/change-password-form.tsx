import { type ChangePasswordForm as FormValues, ChangePasswordFormSchema } from '@levera/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import type { AreaRole } from '../../../lib/paths.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useChangePassword } from '../api/own-account-api.ts';
import { OWN_ACCOUNT_NS } from '../catalog.ts';
import { PanelSection } from '../../../ui/panel-section.tsx';

const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * "Change password" (issue 33 §3): the current password, the new one twice, each with Show/Hide as on
 * the sign-in page. The form checks what it can (SPEC §5, the two new ones alike); the server adds a
 * wrong current password and the common-password list, shown beside their fields. On success the
 * fields empty and the server's message says that the other devices were signed out.
 */
export function ChangePasswordForm({ area, email }: { area: AreaRole; email: string | undefined }) {
  const t = useT(OWN_ACCOUNT_NS);
  const message = useMessage();
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword(area);
  const form = useSchemaForm<FormValues, FormValues>(ChangePasswordFormSchema, {
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    setFailure(null);
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset(EMPTY);
      setDone(answer.message);
    } catch (error) {
      const placed = placeServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      if (placed.length === 0)
        setFailure(error instanceof ApiError && error.status ? error.message : t('password.failed'));
    }
  });

  /** A password field's id, error, show and hide labels and registration. */
  const passwordProps = (name: keyof FormValues, idSuffix: string) => ({
    id: `${headingId}-${idSuffix}`,
    error: message(errors[name]?.message),
    showLabel: t('password.show'),
    hideLabel: t('password.hide'),
    ...form.register(name),
  });
  return (
    <PanelSection headingId={headingId} heading={t('password.heading')} isCompactOnPhones>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('password.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex max-w-md flex-col gap-4">
        {done && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
          >
            {done}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {failure}
          </p>
        )}
        {/* The account's e-mail, for password managers to save the new password under. */}
        {email && (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          required
          {...passwordProps('currentPassword', 'current')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          required
          hint={t('password.newHint')}
          {...passwordProps('newPassword', 'new')}
        />
        <PasswordField
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          {...passwordProps('confirmNewPassword', 'repeat')}
        />
        <Button type="submit" className="self-start" isLoading={isSubmitting}>
          {isSubmitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </PanelSection>
  );
}
