import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { PageLocationContext } from './page-location.ts';

/** Provides the router's current address to usePageLocation (the locale layout, component tests). */
export function RouterPageLocation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const location = useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
  return <PageLocationContext value={location}>{children}</PageLocationContext>;
}
