import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import '../lib/back-office-catalog.ts';
import { endEarlyPreviewUnlessOf } from '../lib/early-preview.ts';
import { areaRoleOfPath } from '../lib/paths.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/back-office-layout';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, { noIndex: true });

/**
 * Admin and vendor areas: client-rendered, code-split away from the public pages. One auth state per
 * area (keyed by it), so moving between the admin and vendor areas re-reads the right session.
 */
export default function BackOfficeLayout() {
  const { pathname } = useLocation();
  const area = areaRoleOfPath(pathname);
  // The shell's preview of a screen's rows (decision 052) stays only over its own screen, which ends
  // it once its list is rendered; any other page (sign-in after a redirect, say) ends it at once.
  useLayoutEffect(() => endEarlyPreviewUnlessOf(pathname), [pathname]);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider key={area ?? 'none'}>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
