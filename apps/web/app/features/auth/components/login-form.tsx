import type { Login, UserRole } from '@levera/domain';
import { type FormEvent, lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

// The sign-in page shows and takes input without zod, the message catalogue and the dialog code
// (decisions 044, 051): the validation loads when the form is first touched, the dialog when it is
// first opened.
type Validation = typeof import('../login-schema.ts');
let loadingValidation: Promise<Validation> | null = null;
function loadValidation(): Promise<Validation> {
  loadingValidation ??= import('../login-schema.ts');
  // A failed download (a deploy, a dropped connection) is tried again on the next check.
  loadingValidation.catch(() => {
    loadingValidation = null;
  });
  return loadingValidation;
}
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog.tsx'));

type FieldName = 'email' | 'password';
const FIELDS: readonly FieldName[] = ['email', 'password'];

/**
 * The sign-in form's state, without react-hook-form (decision 051: its 10 KB gzip kept the sign-in
 * page over 100 KB) and with the same behaviour as its `onTouched` mode: a field is checked when it
 * loses the focus, then on every change; submitting checks both, marks both touched and focuses the
 * first field in error. Errors are message keys, translated when shown.
 */
function useLoginForm(onValid: (values: Login) => Promise<void>) {
  const inputs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const touched = useRef(new Set<FieldName>());
  const [validation, setValidation] = useState<Validation | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = async () => {
    const loaded = await loadValidation();
    setValidation(loaded);
    return loaded.checkLogin({
      email: inputs.email.current?.value ?? '',
      password: inputs.password.current?.value ?? '',
    });
  };
  const checkField = async (name: FieldName) => {
    const result = await check();
    setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
  };
  const field = (name: FieldName) => ({
    name,
    ref: inputs[name],
    onBlur: () => {
      touched.current.add(name);
      void checkField(name);
    },
    onChange: () => {
      if (touched.current.has(name)) void checkField(name);
    },
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const result = await check();
      for (const name of FIELDS) touched.current.add(name);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) await onValid(result.values);
      else inputs[FIELDS.find((name) => result.errors[name]) ?? 'email'].current?.focus();
    } finally {
      setSubmitting(false);
    }
  };
  const loadOnTouch = () => void loadValidation().catch(() => undefined);
  return { field, errors, validation, isSubmitting, onSubmit, loadOnTouch };
}

/** Email, password (show/hide), sign in, and 'Forgot password' → contact admin support (SPEC §2). */
export function LoginForm({ role }: { role: UserRole }) {
  const t = useT('back-office');
  const { language } = useLocale();
  const auth = useAuth();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [isForgotOpen, setForgotOpen] = useState(false);
  // Once opened the dialog stays mounted, so closing it returns the focus to its button.
  const [wasForgotOpened, setForgotOpened] = useState(false);
  const { field, errors, validation, isSubmitting, onSubmit, loadOnTouch } = useLoginForm(async (values) => {
    await auth.login(values.email, values.password);
  });
  // The prerendered page shows the form before its script runs (decision 051): until then a submit
  // would be the browser's own, a GET with the password in the address, and the other buttons would
  // do nothing, so all three wait.
  const isHydrated = useHydrated();
  const message = (key: string | undefined) =>
    key && validation ? validation.translateMessage(key, language) : undefined;

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        onFocus={loadOnTouch}
        onPointerDown={loadOnTouch}
      >
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
          error={message(errors.email)}
          {...field('email')}
        />
        <div className="relative">
          <TextField
            label={t('login.password')}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            required
            className="pr-20"
            error={message(errors.password)}
            {...field('password')}
          />
          <button
            type="button"
            onClick={() => setPasswordVisible((visible) => !visible)}
            aria-pressed={isPasswordVisible}
            disabled={!isHydrated}
            className="absolute right-2 top-7 rounded px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {isPasswordVisible ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" isLoading={isSubmitting} disabled={!isHydrated}>
          {isSubmitting ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <button
          type="button"
          onClick={() => {
            setForgotOpened(true);
            setForgotOpen(true);
          }}
          disabled={!isHydrated}
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
