import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import '../lib/back-office-catalog.ts';
import { areaRoleOfPath } from '../lib/paths.ts';
import { backOfficeQueryClient } from '../lib/query-client.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/back-office-layout';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, { noIndex: true });

/**
 * Admin and vendor areas: rendered in the browser (the area layouts' HydrateFallback on the server),
 * code-split away from the public pages. One auth state per
 * area (keyed by it), so moving between the admin and vendor areas re-reads the right session.
 */
export default function BackOfficeLayout() {
  const { pathname } = useLocation();
  const area = areaRoleOfPath(pathname);
  // The tab's cache, where the routes' client loaders put their first requests (decision 073).
  const [queryClient] = useState(backOfficeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider key={area ?? 'none'}>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
