import type { AdminProfile, QueryAssigneesAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { ADMIN_QUERIES_KEY, type QueryChangeAnswer } from './query-types.ts';

/** PUT /api/queries/{id}/assignee: to an admin (taking it: oneself), or to nobody with null. */
export function assignQuery({
  id,
  adminId,
}: {
  id: string;
  adminId: string | null;
}): Promise<QueryChangeAnswer> {
  return apiRequest<QueryChangeAnswer>(`/queries/${encodeURIComponent(id)}/assignee`, {
    method: 'PUT',
    body: { adminId },
    successToast: true,
  });
}

export function useAssignQuery() {
  return useInvalidatingMutation(assignQuery, ADMIN_QUERIES_KEY);
}

/** The signed-in admin's id (GET /admin/profile, once per tab): whom "Take it" assigns. */
export function useOwnAdminId(): string | undefined {
  return useQuery({
    queryKey: ['admin-profile', 'id'],
    queryFn: async () => (await apiRequest<AdminProfile>('/admin/profile', { suppressErrorToast: true })).id,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

export type Assignee = QueryAssigneesAnswer['data'][number];

/**
 * GET /api/queries/assignees: the active admins a query can be given to, by name (the card's
 * "Assign to" and the list's filter). Kept a minute: the team changes rarely.
 */
export function useQueryAssignees(): Assignee[] | undefined {
  return useQuery({
    queryKey: ['query-assignees'],
    queryFn: async () =>
      (await apiRequest<QueryAssigneesAnswer>('/queries/assignees', { suppressErrorToast: true })).data,
    staleTime: 60_000,
  }).data;
}
