import type { AdminProfile, UserRole, VendorProfile, VendorProfileAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// The sign-in calls of SPEC §7. Errors are shown by the login form itself, so no toasts here.
export type LoginAnswer = { success: boolean; token?: string; message?: string };
export type { AdminProfile, VendorProfile };

export function postLogin(role: UserRole, email: string, password: string): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>(`/${role}/login`, {
    method: 'POST',
    body: { email, password },
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
