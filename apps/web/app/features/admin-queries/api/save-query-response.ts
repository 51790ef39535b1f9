import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { ADMIN_QUERIES_KEY, type QueryChangeAnswer } from './query-types.ts';

/** PUT /api/queries/{id}/response: the reply a vendor sees. Field errors are shown under the box. */
export function saveQueryResponse({
  id,
  response,
}: {
  id: string;
  response: string;
}): Promise<QueryChangeAnswer> {
  return apiRequest<QueryChangeAnswer>(`/queries/${encodeURIComponent(id)}/response`, {
    method: 'PUT',
    body: { response },
    successToast: true,
  });
}

export function useSaveQueryResponse() {
  return useInvalidatingMutation(saveQueryResponse, ADMIN_QUERIES_KEY);
}
