import type { NationalIdAnswer } from '@levera/domain';
import { auditKeys } from '../../../entities/audit/audit-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/**
 * `GET /partners/{id}/national-id`: a rider's full personnummer, which every other answer masks
 * (decision 058). The server records in the audit log that this admin saw it.
 */
export function fetchNationalId(id: string): Promise<NationalIdAnswer> {
  return apiRequest<NationalIdAnswer>(`/partners/${encodeURIComponent(id)}/national-id`);
}

/**
 * "Show personnummer": asked for on a click only, kept by the details while they are open and never
 * in the query cache. It writes an audit row, so the item's history refetches (decision 028).
 */
export function useRevealNationalId() {
  return useInvalidatingMutation(fetchNationalId, auditKeys.all);
}
