import type { PasswordLinkAnswer, SignedInAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// The set-password page's calls (issue 19 §1). Errors are shown on the page itself, so no toasts.

/** Whether the link still works, and whose account it opens (410 when it does not). */
export function checkPasswordLink(token: string): Promise<PasswordLinkAnswer> {
  return apiRequest<PasswordLinkAnswer>('/vendor/set-password/check', {
    method: 'POST',
    body: { token },
    suppressErrorToast: true,
  });
}

/** Saves the password; the answer's token is the vendor's new session. */
export function setPasswordWithLink(token: string, password: string): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('/vendor/set-password', {
    method: 'POST',
    body: { token, password },
    suppressErrorToast: true,
  });
}
