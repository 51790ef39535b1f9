import { isLocaleSegment } from '@levera/domain';
import { useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { LocaleRedirect } from '../features/site-chrome/components/locale-redirect.tsx';
import { useScrollToTop } from '../features/site-chrome/hooks/use-scroll-to-top.ts';
import { RouterPageLocation } from '../lib/router-page-location.tsx';
import { localeOfPath } from '../lib/locale.ts';
import { rememberLanguage } from '../lib/stored-language.ts';

/**
 * Every page sits under a locale segment (sv-en or sv-se). A first segment that is not a locale is
 * a path without one: it is rewritten to the browser's locale, or to not-found when unknown.
 */
export default function LocaleLayout() {
  const { locale } = useParams();
  // The router's address: this layout provides it to everything below (usePageLocation).
  const { language } = localeOfPath(useLocation().pathname);
  const isValid = isLocaleSegment(locale ?? '');
  useScrollToTop();
  // The stored language (SPEC §7) serves requests from a path without a locale; pages send their
  // own locale's language (api-client requestLanguage), so other tabs never change it.
  useEffect(() => {
    if (isValid) rememberLanguage(language);
  }, [isValid, language]);
  if (!isValid) return <LocaleRedirect />;
  return (
    <RouterPageLocation>
      <Outlet />
    </RouterPageLocation>
  );
}
