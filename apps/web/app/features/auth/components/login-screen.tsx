import type { SessionEndReason, UserRole } from '@levera/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import '../../../lib/back-office-catalog.ts';
import { takeSessionEnd } from '../../../lib/session-end.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from '../hooks/auth-context.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginPageGuard } from './login-page-guard.tsx';
import { SignInCodeStep } from './sign-in-code-step.tsx';

/** The admin and vendor login pages: the same screen, the role comes from the path (SPEC §5). */
export function LoginScreen({ area: role }: { area: UserRole }) {
  const t = useT('back-office');
  const { isCodeStepOpen } = useAuth();
  // Why the last session ended (issue 17 §4), taken once after the first render so the live region
  // below exists before its text does and screen readers announce it.
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  useEffect(() => {
    setEndReason((current) => takeSessionEnd(role) ?? current);
  }, [role]);
  return (
    <LoginPageGuard area={role}>
      <AuthCard>
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
        <div className="mt-6">{isCodeStepOpen ? <SignInCodeStep /> : <LoginForm role={role} />}</div>
      </AuthCard>
    </LoginPageGuard>
  );
}
