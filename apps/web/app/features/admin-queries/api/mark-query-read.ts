import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { ADMIN_QUERIES_KEY, type QueryChangeAnswer } from './query-types.ts';

/** PATCH /api/queries/{id}/read: removes the NEW badge. */
export function markQueryRead(id: string): Promise<QueryChangeAnswer> {
  return apiRequest<QueryChangeAnswer>(`/queries/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    body: { read: true },
    successToast: true,
  });
}

export function useMarkQueryRead() {
  return useInvalidatingMutation(markQueryRead, ADMIN_QUERIES_KEY);
}
