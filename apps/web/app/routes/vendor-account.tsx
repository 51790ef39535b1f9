import '../features/own-account/catalog.ts';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { OwnAccountScreen } from '../features/own-account/components/own-account-screen.tsx';
import { fixedT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import type { Route } from './+types/vendor-account';

export const meta = ({ location }: Route.MetaArgs) => [
  { title: fixedT(localeOfPath(location.pathname).language, 'own-account')('metaTitle') },
  { name: 'robots', content: 'noindex' },
];

/** vendor/account: "My account" (issue 33 §3). The vendor layout shows the title. */
export default function VendorAccount() {
  const auth = useAuth();
  return <OwnAccountScreen area="vendor" email={auth.user?.email} withTitle={false} />;
}
