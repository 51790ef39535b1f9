import { type FormEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useAuth } from '../hooks/auth-context.tsx';

/**
 * The second step of an admin's sign-in with two-factor on (issue 33 §4): the code from the
 * authenticator app, or one of the recovery codes. A wrong code shows the server's message above
 * the field; an expired challenge goes back to the password with its message (auth-context).
 */
export function SignInCodeStep() {
  const t = useT('back-office');
  const auth = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    setMissing(code === '');
    if (code === '') return input.current?.focus();
    setSubmitting(true);
    try {
      if (!(await auth.submitCode(code)) && input.current) {
        input.current.value = '';
        input.current.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('login.codeStep.intro')}</p>
      {auth.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {auth.error}
        </p>
      )}
      <TextField
        ref={input}
        name="code"
        label={t('login.codeStep.code')}
        hint={t('login.codeStep.hint')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={40}
        required
        // The step replaces the password form: the field it asks for takes the focus.
        autoFocus
        error={missing ? t('login.codeStep.required') : undefined}
        onChange={() => setMissing(false)}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {isSubmitting ? t('login.signingIn') : t('login.codeStep.submit')}
      </Button>
      <button
        type="button"
        onClick={auth.cancelCodeStep}
        className="self-center text-sm font-medium text-brand-700 underline"
      >
        {t('login.codeStep.back')}
      </button>
    </form>
  );
}
