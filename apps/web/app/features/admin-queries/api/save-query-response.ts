import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQueryResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERIES_KEY }),
  });
}
