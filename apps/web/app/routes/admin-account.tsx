import '../features/own-account/catalog.ts';
import '../features/two-factor/catalog.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { OwnAccountScreen } from '../features/own-account/components/own-account-screen.tsx';
import { TwoFactorSection } from '../features/two-factor/components/two-factor-section.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

export const meta = backOfficeMeta('own-account', 'metaTitle');

/**
 * admin/account: "My account" (issue 33 §3), open to every role (permission `ownAccount`), also to
 * an admin who must first set up two-factor. More sections of the admin's own account go inside.
 */
export default function AdminAccount() {
  const auth = useAuth();
  const admin = auth.user?.type === 'admin' ? auth.user : undefined;
  return (
    <OwnAccountScreen area="admin" email={auth.user?.email}>
      <TwoFactorSection
        enabled={admin?.twoFactorEnabled}
        mustSetUp={admin?.mustSetUpTwoFactor === true}
        onChanged={auth.refreshProfile}
      />
    </OwnAccountScreen>
  );
}
