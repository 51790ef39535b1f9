import type {
  AdminProfile,
  SignedInAnswer,
  UserRole,
  VendorProfile,
  VendorProfileAnswer,
} from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// The sign-in calls of SPEC §7. Errors are shown by the login form itself, so no toasts here.
/** A session's token; or, for an admin with two-factor on, the challenge of the code step (issue 33 §4). */
export type LoginAnswer = {
  success: boolean;
  token?: string;
  message?: string;
  twoFactorRequired?: boolean;
  challenge?: string;
};
export type { AdminProfile, VendorProfile };

export function postLogin(role: UserRole, email: string, password: string): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>(`/${role}/login`, {
    method: 'POST',
    body: { email, password },
    suppressErrorToast: true,
  });
}

/** The code step of an admin's sign-in: the challenge and a code from the app or a recovery code. */
export function postLoginCode(challenge: string, code: string): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('/admin/login/two-factor', {
    method: 'POST',
    body: { challenge, code },
    suppressErrorToast: true,
  });
}

export function postLogout(role: UserRole): Promise<void> {
  return apiRequest<void>(`/${role}/logout`, { method: 'POST', suppressErrorToast: true });
}

export async function fetchProfile(
  role: UserRole,
  email: string,
): Promise<AdminProfile | { vendor: VendorProfile }> {
  if (role === 'admin') {
    return apiRequest<AdminProfile>('/admin/profile', { query: { email }, suppressErrorToast: true });
  }
  const answer = await apiRequest<VendorProfileAnswer>('/vendor/profile', {
    query: { email },
    suppressErrorToast: true,
  });
  return { vendor: answer.vendor };
}
