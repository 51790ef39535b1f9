import type { AdminCounts } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The React Query key of the admin counts: the first paint fetches them, the stream replaces them. */
export const ADMIN_COUNTS_KEY = ['admin-counts'] as const;

/**
 * What waits for the admin (issue 17 §2): GET /api/admin/counts once, then kept current by the event
 * stream that `useAdminCountsStream` opens in the admin shell. A failed read shows no numbers and no
 * toast: the counts are a hint beside the navigation, not the admin's work itself.
 */
export function useAdminCounts() {
  return useQuery({
    queryKey: ADMIN_COUNTS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminCounts>('/admin/counts', { signal, suppressErrorToast: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
