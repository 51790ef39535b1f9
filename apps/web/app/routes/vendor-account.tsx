import '../features/own-account/catalog.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { OwnAccountScreen } from '../features/own-account/components/own-account-screen.tsx';
import { backOfficeMeta } from '../lib/back-office-meta.ts';

export const meta = backOfficeMeta('own-account', 'metaTitle');

/** vendor/account: "My account" (issue 33 §3). The vendor layout shows the title. */
export default function VendorAccount() {
  const auth = useAuth();
  return <OwnAccountScreen area="vendor" email={auth.user?.email} withTitle={false} />;
}
