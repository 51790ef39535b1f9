import type { QueryStatus } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { ADMIN_QUERIES_KEY, type QueryChangeAnswer } from './query-types.ts';

/** A forward move or a revert, based on `expectedStatus`: the status the screen showed. */
export type QueryStatusChange = { id: string; expectedStatus: QueryStatus } & (
  | { status: QueryStatus }
  | { action: 'revert' }
);

/**
 * PATCH /api/queries/{id}/status: a forward move or a revert; the server's message is the toast
 * (also when another admin changed the query first: the list then refetches and shows it).
 */
export function updateQueryStatus({ id, ...body }: QueryStatusChange): Promise<QueryChangeAnswer> {
  return apiRequest<QueryChangeAnswer>(`/queries/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body,
    successToast: true,
  });
}

export function useUpdateQueryStatus() {
  return useInvalidatingMutation(updateQueryStatus, ADMIN_QUERIES_KEY);
}
