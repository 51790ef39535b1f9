import { zodResolver } from '@hookform/resolvers/zod';
import { type Login, type LoginInput, LoginSchema, type UserRole } from '@levera/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { brand } from '../../../config/brand.ts';
import { useMessage, useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

/** Email, password (show/hide), sign in, and 'Forgot password' → contact admin support (SPEC §2). */
export function LoginForm({ role }: { role: UserRole }) {
  const t = useT('back-office');
  const message = useMessage();
  const auth = useAuth();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, Login>({ resolver: zodResolver(LoginSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    await auth.login(values.email, values.password);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {auth.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {auth.error}
          </p>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          required
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <div className="relative">
          <TextField
            label={t('login.password')}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            required
            className="pr-20"
            error={message(errors.password?.message)}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setPasswordVisible((visible) => !visible)}
            aria-pressed={isPasswordVisible}
            className="absolute right-2 top-7 rounded px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {isPasswordVisible ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          {isSubmitting ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <button
          type="button"
          onClick={() => setForgotOpen(true)}
          className="self-center text-sm font-medium text-brand-700 underline"
        >
          {t('login.forgotPassword')}
        </button>
      </form>
      <Dialog
        open={isForgotOpen}
        onOpenChange={setForgotOpen}
        title={t('login.forgotPasswordTitle')}
        description={t(role === 'admin' ? 'login.forgotPasswordAdminText' : 'login.forgotPasswordText', {
          email: brand.supportEmail,
        })}
        closeLabel={t('login.close')}
      >
        <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-brand-700 underline">
          {t('login.emailSupport')}
        </a>
      </Dialog>
    </>
  );
}
