import type { SessionEndReason, UserRole } from '@levera/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { takeSessionEnd } from '../../../lib/session-end.ts';
import { LoginForm } from './login-form.tsx';
import { LoginPageGuard } from './route-guards.tsx';

/** The admin and vendor login pages: the same screen, the role comes from the path (SPEC §5). */
export function LoginScreen({ area: role }: { area: UserRole }) {
  const t = useT('back-office');
  const tc = useT('common');
  const { locale } = useLocale();
  // Why the last session ended (issue 17 §4), taken once after the first render so the live region
  // below exists before its text does and screen readers announce it.
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  useEffect(() => {
    setEndReason((current) => takeSessionEnd(role) ?? current);
  }, [role]);
  return (
    <LoginPageGuard area={role}>
      <main
        id="main"
        className="flex min-h-[calc(100vh-8rem)] items-center justify-center bg-slate-50 px-4 py-12"
      >
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <Link
            to={paths.home(locale)}
            className="text-2xl font-bold text-brand-700"
            aria-label={tc('site.homeLinkLabel')}
          >
            {tc('site.name')}
          </Link>
          <h1 className="mt-6 text-2xl font-semibold text-slate-900">
            {t(role === 'admin' ? 'login.adminTitle' : 'login.vendorTitle')}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            {t(role === 'admin' ? 'login.adminIntro' : 'login.vendorIntro')}
          </p>
          <div
            role="status"
            className="empty:hidden mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {endReason ? t(`login.sessionEnded.${endReason}`) : null}
          </div>
          <div className="mt-6">
            <LoginForm role={role} />
          </div>
        </div>
      </main>
    </LoginPageGuard>
  );
}
