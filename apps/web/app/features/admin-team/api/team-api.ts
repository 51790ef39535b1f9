import type {
  AdminInvitationInput,
  AdminUpdate,
  SignInBlocksAnswer,
  SuccessAnswer,
  TeamAnswer,
  TeamMemberChangeAnswer,
} from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

// The owner's Team screen (issue 33 §2, §6; DESIGN.md §10 "admin team"). Every change refetches the
// team (decision 028); its answer's message is the success toast, a refusal the error toast.

export const TEAM_QUERY_KEY = ['team'] as const;
const BLOCKS_QUERY_KEY = ['team', 'sign-in-blocks'] as const;

/** GET /admins: the admins, and whether every admin must use two-factor. */
export function useTeam() {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'admins'],
    queryFn: ({ signal }) => apiRequest<TeamAnswer>('/admins', { signal, suppressErrorToast: true }),
  });
}

/** GET /admins/sign-in-blocks: the current blocks (they end by themselves: read again each minute). */
export function useSignInBlocks() {
  return useQuery({
    queryKey: BLOCKS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<SignInBlocksAnswer>('/admins/sign-in-blocks', { signal, suppressErrorToast: true }),
    refetchInterval: 60_000,
  });
}

/** POST /admins/invitations. */
export function useInviteAdmin() {
  return useInvalidatingMutation(
    (body: AdminInvitationInput) =>
      apiRequest<TeamMemberChangeAnswer>('/admins/invitations', {
        method: 'POST',
        body,
        successToast: true,
      }),
    TEAM_QUERY_KEY,
  );
}

/** PATCH /admins/{id}: a new role, or deactivate / reactivate. */
export function useUpdateAdmin() {
  return useInvalidatingMutation(
    ({ id, change }: { id: string; change: AdminUpdate }) =>
      apiRequest<TeamMemberChangeAnswer>(`/admins/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        successToast: true,
      }),
    TEAM_QUERY_KEY,
  );
}

/** POST /admins/{id}/invitation: a new link; the older one stops working. */
export function useResendInvitation() {
  return useInvalidatingMutation(
    (id: string) =>
      apiRequest<TeamMemberChangeAnswer>(`/admins/${encodeURIComponent(id)}/invitation`, {
        method: 'POST',
        body: {},
        successToast: true,
      }),
    TEAM_QUERY_KEY,
  );
}

/** PUT /admins/two-factor-requirement. */
export function useSetTwoFactorRequirement() {
  return useInvalidatingMutation(
    (required: boolean) =>
      apiRequest<SuccessAnswer>('/admins/two-factor-requirement', {
        method: 'PUT',
        body: { required },
        successToast: true,
      }),
    TEAM_QUERY_KEY,
  );
}

/** DELETE /admins/sign-in-blocks/{id}: the id is a hash, never the e-mail. */
export function useLiftSignInBlock() {
  return useInvalidatingMutation(
    (id: string) =>
      apiRequest<SuccessAnswer>(`/admins/sign-in-blocks/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        successToast: true,
      }),
    BLOCKS_QUERY_KEY,
  );
}
