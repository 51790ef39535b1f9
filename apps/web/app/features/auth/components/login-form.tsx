import type { Login, LoginInput, UserRole } from '@levera/domain';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLazySchemaForm } from '../../../lib/use-lazy-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

// The sign-in page shows and takes input without zod and without the dialog code (decision 044):
// the schema loads when the form is first touched, the dialog when it is first opened.
const loadLoginSchema = () => import('../login-schema.ts').then((module) => module.LoginSchema);
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog.tsx'));

/** Email, password (show/hide), sign in, and 'Forgot password' → contact admin support (SPEC §2). */
export function LoginForm({ role }: { role: UserRole }) {
  const t = useT('back-office');
  const message = useMessage();
  const auth = useAuth();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [isForgotOpen, setForgotOpen] = useState(false);
  // Once opened the dialog stays mounted, so closing it returns the focus to its button.
  const [wasForgotOpened, setForgotOpened] = useState(false);
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors, isSubmitting },
    },
    loadOnTouch,
  } = useLazySchemaForm<LoginInput, Login>(loadLoginSchema, { mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    await auth.login(values.email, values.password);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" {...loadOnTouch}>
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
          onClick={() => {
            setForgotOpened(true);
            setForgotOpen(true);
          }}
          className="self-center text-sm font-medium text-brand-700 underline"
        >
          {t('login.forgotPassword')}
        </button>
      </form>
      {wasForgotOpened && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog role={role} open={isForgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </>
  );
}
