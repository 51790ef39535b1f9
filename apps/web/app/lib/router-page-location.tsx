import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type PageNavigate, PageLocationContext, PageNavigateContext } from './page-location.ts';

/**
 * Provides the router's current address to usePageLocation and its navigation to usePageNavigate
 * (the locale layout, component tests).
 */
export function RouterPageLocation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const location = useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
  const routerNavigate = useNavigate();
  const navigate = useCallback<PageNavigate>(
    (to, options) => void routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );
  return (
    <PageLocationContext value={location}>
      <PageNavigateContext value={navigate}>{children}</PageNavigateContext>
    </PageLocationContext>
  );
}
