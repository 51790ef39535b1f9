import type { AdminPasswordLinkAnswer, PasswordLinkAnswer, SignedInAnswer, UserRole } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// The set-password page's calls (issue 19 §1). Errors are shown on the page itself, so no toasts.

/** Whose account a link opens and until when: the vendor's or the admin's answer, in one shape. */
export type PasswordLinkAccount = {
  kind: PasswordLinkAnswer['kind'];
  name: string;
  email: string;
  expiresAt: string;
};

/**
 * Whether the link still works, and whose account it opens (410 when it does not): a vendor's
 * invitation or reset (issue 19 §1), or an admin's invitation (issue 33 §2).
 */
export async function checkPasswordLink(
  token: string,
  role: UserRole = 'vendor',
): Promise<PasswordLinkAccount> {
  const options = { method: 'POST' as const, body: { token }, suppressErrorToast: true };
  if (role === 'admin') {
    const answer = await apiRequest<AdminPasswordLinkAnswer>('/admin/set-password/check', options);
    return { kind: 'invitation', name: answer.name, email: answer.email, expiresAt: answer.expiresAt };
  }
  const answer = await apiRequest<PasswordLinkAnswer>('/vendor/set-password/check', options);
  return { kind: answer.kind, name: answer.vendorName, email: answer.email, expiresAt: answer.expiresAt };
}

/** Saves the password; the answer's token is the account's new session. */
export function setPasswordWithLink(
  token: string,
  password: string,
  role: UserRole = 'vendor',
): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>(`/${role}/set-password`, {
    method: 'POST',
    body: { token, password },
    suppressErrorToast: true,
  });
}
