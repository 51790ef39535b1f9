import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import '../lib/back-office-catalog.ts';
import { areaRoleOfPath } from '../lib/paths.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/back-office-layout';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, { noIndex: true });

/**
 * Admin and vendor areas: client-rendered, code-split away from the public pages. One auth state per
 * area (keyed by it), so moving between the admin and vendor areas re-reads the right session.
 */
export default function BackOfficeLayout() {
  const area = areaRoleOfPath(useLocation().pathname);
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
