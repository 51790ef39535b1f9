import type { QueryStatus } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQueryStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERIES_KEY }),
  });
}
