import type { BulkAnswer, BulkTargetsAnswer, PromotionBulkAction } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BulkRequest } from '../../../lib/use-bulk-selection.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { adminPromotionKeys, type PromotionListFilters } from './promotion-types.ts';

/** GET /api/promotions/ids: every promotion the status filter and search select, by effective status. */
export function fetchPromotionTargets(
  filters: Omit<PromotionListFilters, 'page'>,
): Promise<BulkTargetsAnswer> {
  return apiRequest<BulkTargetsAnswer>('/promotions/ids', {
    query: { q: filters.q, status: filters.status },
  });
}

/** POST /api/promotions/bulk: one action on the selected promotions; list and stats refresh when it settles. */
export function useBulkPromotionAction() {
  return useInvalidatingMutation(
    (body: BulkRequest<PromotionBulkAction>) =>
      apiRequest<BulkAnswer>('/promotions/bulk', { method: 'POST', body }),
    adminPromotionKeys.all,
  );
}
