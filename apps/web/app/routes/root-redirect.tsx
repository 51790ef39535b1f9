import { LocaleRedirect } from '../features/site-chrome/components/locale-redirect.tsx';

// A bare root goes to the locale root chosen from the browser language (SPEC §2). In production the
// server already redirects with Accept-Language; this covers client-side navigation and dev.
export default function RootRedirect() {
  return <LocaleRedirect />;
}
