import type { PartnerChangeAnswer, UpdateRequestAction } from '@levera/domain';
import { auditKeys } from '../../../entities/audit/audit-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { partnersQueryKey } from './get-partners.ts';

/**
 * `PATCH /partners/{id}/update-requests/{requestId}`: apply an update request (its fields copied onto
 * the application) or dismiss it. The server's message is the success toast, a refusal the error
 * toast (already decided by another admin, or fields another pending application has).
 */
export function decideUpdateRequest(
  partnerId: string,
  requestId: string,
  action: UpdateRequestAction,
): Promise<PartnerChangeAnswer> {
  return apiRequest<PartnerChangeAnswer>(
    `/partners/${encodeURIComponent(partnerId)}/update-requests/${encodeURIComponent(requestId)}`,
    { method: 'PATCH', body: { action }, successToast: true },
  );
}

/**
 * Apply or dismiss, then refetch the applications (the list, the details and their update requests)
 * and the history, whatever the answer (decision 028): a dismissal changes no application, so the
 * history is not refetched by the application's `updatedAt` alone.
 */
export function useDecideUpdateRequest() {
  return useInvalidatingMutation(
    ({
      partnerId,
      requestId,
      action,
    }: {
      partnerId: string;
      requestId: string;
      action: UpdateRequestAction;
    }) => decideUpdateRequest(partnerId, requestId, action),
    partnersQueryKey,
    auditKeys.all,
  );
}
