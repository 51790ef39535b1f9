import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The one way a back-office screen changes data (docs/decisions/028): send the change, then
 * refetch every query under `queryKey` (and under each of `moreKeys`), whether the server took the
 * change or refused it (a refusal such as 409 `stale_status` means the screen was out of date). The
 * mutation stays pending until the fresh data has arrived, so a screen never shows the old row after
 * its success toast.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  ...moreKeys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSettled: () =>
      Promise.all([queryKey, ...moreKeys].map((key) => queryClient.invalidateQueries({ queryKey: key }))),
  });
}
