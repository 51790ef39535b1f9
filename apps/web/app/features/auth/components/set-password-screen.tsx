import {
  ROLE_HOME_PATHS,
  type UserRole,
  type SetPasswordForm,
  SetPasswordFormSchema,
  localizedPath,
  translateMessage,
} from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { checkPasswordLink, type PasswordLinkAccount, setPasswordWithLink } from '../api/set-password-api.ts';
import { useAuth } from '../hooks/auth-context.tsx';

const PASSWORD_LINK_GONE = new Set([400, 410]);

/**
 * The page of an invitation or set-password link (issue 19 §1, decision 040): open without a session.
 * It reads the link's token once and takes it out of the address bar, checks the link, asks for the
 * new password twice (the rules of every new password, SPEC §5; the server adds the common-password
 * list), then signs the vendor in with the session the answer carries and opens the vendor panel. A
 * link that no longer works says so in words, never as an error page. An admin's invitation (issue 33
 * §2) works the same way on its own page, and opens the admin panel.
 */
export function SetPasswordScreen({ account: role = 'vendor' }: { account?: UserRole }) {
  const t = useT('back-office');
  const { locale, language } = useLocale();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // The token lives in this page's memory only: the address bar (history, shared screens) loses it.
  const [token] = useState(() => new URLSearchParams(search).get('token')?.slice(0, 100) ?? '');
  useEffect(() => {
    if (search) navigate(pathname, { replace: true });
  }, [search, pathname, navigate]);
  const [goneMessage, setGoneMessage] = useState<string | null>(null);

  const link = useQuery({
    queryKey: ['set-password-link', role, token],
    queryFn: () => checkPasswordLink(token, role),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const invalidMessage = !token
    ? t('setPassword.missingToken')
    : (goneMessage ??
      (link.error instanceof ApiError && link.error.status && PASSWORD_LINK_GONE.has(link.error.status)
        ? link.error.message
        : null));

  return (
    <AuthCard>
      {invalidMessage ? (
        <>
          <h1 className="mt-6 text-2xl font-semibold text-slate-900">{t('setPassword.invalidTitle')}</h1>
          <p
            role="alert"
            className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {invalidMessage}
          </p>
          <Link
            to={paths[role].login(locale)}
            className="mt-6 inline-block text-sm font-medium text-brand-700 underline"
          >
            {t('setPassword.toLogin')}
          </Link>
        </>
      ) : link.isPending ? (
        <div className="mt-6">
          <Loader message={t('setPassword.checking')} />
        </div>
      ) : link.isError ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {link.error instanceof ApiError
            ? link.error.message
            : translateMessage('somethingWentWrong', language)}
        </p>
      ) : (
        <SetPasswordFields
          token={token}
          role={role}
          answer={link.data}
          onGone={setGoneMessage}
          onSignedIn={() => navigate(localizedPath(locale, ROLE_HOME_PATHS[role]), { replace: true })}
        />
      )}
    </AuthCard>
  );
}

function SetPasswordFields({
  token,
  role,
  answer,
  onGone,
  onSignedIn,
}: {
  token: string;
  role: UserRole;
  answer: PasswordLinkAccount;
  onGone: (message: string) => void;
  onSignedIn: () => void;
}) {
  const t = useT('back-office');
  const message = useMessage();
  const format = useFormat();
  const auth = useAuth();
  const errorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<SetPasswordForm, SetPasswordForm>(SetPasswordFormSchema, {
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  /** What both new-password fields share: their error, show and hide labels and registration. */
  const passwordProps = (name: keyof SetPasswordForm) => ({
    autoComplete: 'new-password',
    required: true,
    error: message(errors[name]?.message),
    showLabel: t('setPassword.showPassword'),
    hideLabel: t('setPassword.hidePassword'),
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const signedIn = await setPasswordWithLink(token, values.password, role);
      await auth.adoptSession(role, signedIn.token, answer.email);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return onGone(error.message);
      placeServerFieldErrors(error, form.setError, ['password']);
      if (!(error instanceof ApiError && error.fields?.password)) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <>
      <h1 className="mt-6 text-2xl font-semibold text-slate-900">
        {t(answer.kind === 'invitation' ? 'setPassword.invitationTitle' : 'setPassword.resetTitle')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 wrap-anywhere">
        {t('setPassword.intro', {
          name: answer.name,
          email: answer.email,
          date: format.dateTime(answer.expiresAt),
        })}
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 flex flex-col gap-4"
        aria-describedby={failure ? errorId : undefined}
      >
        {failure && (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {failure}
          </p>
        )}
        {/* The account's e-mail, for password managers to save the new password under. */}
        <input type="email" name="username" autoComplete="username" value={answer.email} readOnly hidden />
        <PasswordField
          label={t('setPassword.password')}
          hint={t('setPassword.passwordHint')}
          {...passwordProps('password')}
        />
        <PasswordField label={t('setPassword.confirmPassword')} {...passwordProps('confirmPassword')} />
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          {isSubmitting ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
      </form>
    </>
  );
}
