import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { AreaRole } from '../../../lib/paths.ts';
import { OWN_ACCOUNT_NS } from '../catalog.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * "My account" of an admin or a vendor (issue 33 §3): change the password, see where the account is
 * signed in and sign out there. `children` are more sections after these two, e.g. the admin's
 * two-factor sign-in. The vendor layout shows the page's title itself (`withTitle={false}`).
 */
export function OwnAccountScreen({
  area,
  email,
  withTitle = true,
  children,
}: {
  area: AreaRole;
  /** The account's e-mail, for password managers to file the new password under. */
  email?: string | undefined;
  withTitle?: boolean;
  children?: ReactNode;
}) {
  const t = useT(OWN_ACCOUNT_NS);
  return (
    <div className="flex flex-col gap-6">
      <header>
        {withTitle && <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>}
        <p className={withTitle ? 'mt-1 text-sm text-slate-600' : 'text-sm text-slate-600'}>{t('intro')}</p>
      </header>
      <ChangePasswordForm area={area} email={email} />
      <SessionsList area={area} />
      {children}
    </div>
  );
}
