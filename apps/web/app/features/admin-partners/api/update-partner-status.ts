import { applyPartnerAction, type PartnerAction } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PartnerList, type PartnerRecord, partnersQueryKey } from './get-partners.ts';

type StatusAnswer = { success: true; message: string; data: PartnerRecord };

/** `PATCH /partners/{id}/status`: the server's message is the success toast, a failure the error toast. */
export function updatePartnerStatus(id: string, action: PartnerAction): Promise<StatusAnswer> {
  return apiRequest<StatusAnswer>(`/partners/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { action },
    successToast: true,
  });
}

type Variables = { id: string; action: PartnerAction };
type Snapshot = [readonly unknown[], PartnerList | undefined][];

/**
 * An admin action with immediate feedback: the row shows its new status at once (optimistic), goes
 * back if the server refuses, and the lists are refetched afterwards (filters may no longer match).
 */
export function useUpdatePartnerStatus() {
  const queryClient = useQueryClient();
  const patchRow = (id: string, patch: (row: PartnerRecord) => PartnerRecord) =>
    queryClient.setQueriesData<PartnerList>({ queryKey: partnersQueryKey }, (list) =>
      list ? { ...list, data: list.data.map((row) => (row.id === id ? patch(row) : row)) } : list,
    );

  return useMutation<StatusAnswer, Error, Variables, { snapshot: Snapshot }>({
    mutationFn: ({ id, action }) => updatePartnerStatus(id, action),
    onMutate: async ({ id, action }) => {
      await queryClient.cancelQueries({ queryKey: partnersQueryKey });
      const snapshot = queryClient.getQueriesData<PartnerList>({ queryKey: partnersQueryKey });
      patchRow(id, (row) => ({ ...row, status: applyPartnerAction(row.status, action) ?? row.status }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.snapshot ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (answer) => {
      patchRow(answer.data.id, () => answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey }),
  });
}
