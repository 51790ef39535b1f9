import type { PartnerUpdateRequestListAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { partnersQueryKey } from './get-partners.ts';

/** Under the partners' key: whatever refetches the list refetches these too (decision 028). */
export const updateRequestsQueryKey = (partnerId: string) =>
  [...partnersQueryKey, 'update-requests', partnerId] as const;

/**
 * `GET /partners/{id}/update-requests`: the repeat applications kept on this application (decision
 * 063), newest first, each with what applying it would change.
 */
export function useUpdateRequests(partnerId: string) {
  return useQuery({
    queryKey: updateRequestsQueryKey(partnerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PartnerUpdateRequestListAnswer>(
          `/partners/${encodeURIComponent(partnerId)}/update-requests`,
          { signal, suppressErrorToast: true },
        )
      ).data,
  });
}
