import { applyPartnerAction, type PartnerAction, type PartnerStatus } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PartnerList, type PartnerRecord, partnersQueryKey } from './get-partners.ts';

type StatusAnswer = { success: true; message: string; data: PartnerRecord };

/**
 * `PATCH /partners/{id}/status`, based on the status the screen showed: the server's message is the
 * success toast, a failure the error toast ("changed by someone else" when another admin was faster).
 */
export function updatePartnerStatus(
  id: string,
  action: PartnerAction,
  expectedStatus: PartnerStatus,
): Promise<StatusAnswer> {
  return apiRequest<StatusAnswer>(`/partners/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { action, expectedStatus },
    successToast: true,
  });
}

type Variables = { id: string; action: PartnerAction; expectedStatus: PartnerStatus };
type Snapshot = [readonly unknown[], PartnerList | undefined][];

/**
 * An admin action with immediate feedback: the row shows its new status at once (optimistic), goes
 * back if the server refuses, and the lists are refetched afterwards (filters may no longer match;
 * after a 409 `stale_status` the refetch shows what the other admin did).
 */
export function useUpdatePartnerStatus() {
  const queryClient = useQueryClient();
  const patchRow = (id: string, patch: (row: PartnerRecord) => PartnerRecord) =>
    queryClient.setQueriesData<PartnerList>({ queryKey: partnersQueryKey }, (list) =>
      list ? { ...list, data: list.data.map((row) => (row.id === id ? patch(row) : row)) } : list,
    );

  return useMutation<StatusAnswer, Error, Variables, { snapshot: Snapshot }>({
    mutationFn: ({ id, action, expectedStatus }) => updatePartnerStatus(id, action, expectedStatus),
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
