import type { CaseNumberAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST` of a partner application (rider or vendor) with the honeypot field `website`. Failures are
 * shown by the form itself (at the fields), so no toast. `idempotencyKey` (lib/submission-key.ts): a
 * repeat of this submission is answered, not stored again.
 */
export function submitPartnerApplication<T extends object>(
  path: '/partners/riders' | '/partners/vendors',
  application: T & { website?: string },
  idempotencyKey: string,
): Promise<CaseNumberAnswer> {
  return apiRequest<CaseNumberAnswer>(path, {
    method: 'POST',
    body: application,
    suppressErrorToast: true,
    idempotencyKey,
  });
}
