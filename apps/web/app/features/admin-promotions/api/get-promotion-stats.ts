import type { PromotionStatsAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPromotionKeys, type PromotionStats } from './promotion-types.ts';

/** GET /promotions/stats: counts by effective status, total views, orders and revenue. */
export async function getPromotionStats(): Promise<PromotionStats> {
  return (await apiRequest<PromotionStatsAnswer>('/promotions/stats', { suppressErrorToast: true })).data;
}

export function usePromotionStats() {
  return useQuery({ queryKey: adminPromotionKeys.stats(), queryFn: getPromotionStats });
}
