import type { BulkAnswer, BulkTargetsAnswer, PartnerBulkAction } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BulkRequest } from '../../../lib/use-bulk-selection.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { type PartnerListParams, partnersQueryKey } from './get-partners.ts';

/** GET /api/partners/ids: every application the tab, status filter and search select. */
export function fetchPartnerTargets(
  params: Pick<PartnerListParams, 'type' | 'status' | 'q'>,
): Promise<BulkTargetsAnswer> {
  return apiRequest<BulkTargetsAnswer>('/partners/ids', {
    query: { type: params.type, status: params.status, q: params.q.trim() },
  });
}

/** POST /api/partners/bulk: one action on the selected applications; the list refreshes when it settles. */
export function useBulkPartnerAction() {
  return useInvalidatingMutation(
    (body: BulkRequest<PartnerBulkAction>) =>
      apiRequest<BulkAnswer>('/partners/bulk', { method: 'POST', body }),
    partnersQueryKey,
  );
}
