import type {
  ChangePassword,
  OwnSessionsAnswer,
  PasswordChangedAnswer,
  SessionsEndedAnswer,
} from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AreaRole } from '../../../lib/paths.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

// The signed-in account's own password and sessions (issue 33 §3): the same routes under
// /api/admin and /api/vendor. Every change asks for the session list again.

export const ownSessionsKey = (role: AreaRole) => ['own-account', role, 'sessions'] as const;

/** GET /{role}/sessions: this device first, then the most recently used. */
export function useOwnSessions(role: AreaRole) {
  return useQuery({
    queryKey: ownSessionsKey(role),
    queryFn: ({ signal }) =>
      apiRequest<OwnSessionsAnswer>(`/${role}/sessions`, { signal, suppressErrorToast: true }),
  });
}

/** POST /{role}/password: the form shows the field errors and the success itself, so no toasts. */
export function useChangePassword(role: AreaRole) {
  return useInvalidatingMutation(
    (body: ChangePassword) =>
      apiRequest<PasswordChangedAnswer>(`/${role}/password`, {
        method: 'POST',
        body,
        suppressErrorToast: true,
      }),
    ownSessionsKey(role),
  );
}

/** DELETE /{role}/sessions/{id}: signs that device out. */
export function useEndSession(role: AreaRole) {
  return useInvalidatingMutation(
    (id: string) =>
      apiRequest<SessionsEndedAnswer>(`/${role}/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        successToast: true,
      }),
    ownSessionsKey(role),
  );
}

/** POST /{role}/sessions/end-others: "Sign out everywhere else". */
export function useEndOtherSessions(role: AreaRole) {
  return useInvalidatingMutation(
    () =>
      apiRequest<SessionsEndedAnswer>(`/${role}/sessions/end-others`, {
        method: 'POST',
        successToast: true,
      }),
    ownSessionsKey(role),
  );
}
