import type { PromotionDetailsAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPromotionKeys, type PromotionDetails } from './promotion-types.ts';

/** GET /promotions/{id}: every field plus the action history. */
export async function getPromotionDetails(id: string): Promise<PromotionDetails> {
  const answer = await apiRequest<PromotionDetailsAnswer>(`/promotions/${encodeURIComponent(id)}`, {
    suppressErrorToast: true,
  });
  return answer.data;
}

export function usePromotionDetails(id: string | null) {
  return useQuery({
    queryKey: adminPromotionKeys.details(id ?? ''),
    queryFn: () => getPromotionDetails(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
  });
}
