import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_QUERIES_KEY, type QueryChangeAnswer, type QueryList } from './query-types.ts';

/** PATCH /api/queries/{id}/read: removes the NEW badge. */
export function markQueryRead(id: string): Promise<QueryChangeAnswer> {
  return apiRequest<QueryChangeAnswer>(`/queries/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    body: { read: true },
    successToast: true,
  });
}

/**
 * Marks a query read at once in every cached list (a swipe should feel immediate), and puts the
 * lists back as they were if the server refuses.
 */
export function useMarkQueryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQueryRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_QUERIES_KEY });
      const previous = queryClient.getQueriesData<QueryList>({ queryKey: ADMIN_QUERIES_KEY });
      queryClient.setQueriesData<QueryList>({ queryKey: ADMIN_QUERIES_KEY }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((query) => (query.id === id ? { ...query, isRead: true } : query)),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERIES_KEY }),
  });
}
