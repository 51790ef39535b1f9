import { resolveLocaleRedirect } from '@levera/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length
    ? [...navigator.languages]
    : navigator.language
      ? [navigator.language]
      : [];
}

/** Replaces a path without a valid locale by the browser-derived one (SPEC §2, DESIGN.md §7). */
export function LocaleRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = resolveLocaleRedirect(location.pathname, browserLanguages());
    if (target) navigate(target + location.search + location.hash, { replace: true });
  }, [location, navigate]);
  return null;
}
