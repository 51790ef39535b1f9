import type { CaseNumberAnswer, ContactQuery } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/queries (DESIGN.md §4): the contact form. The answer's message is in the request language.

/**
 * `website` is the honeypot: people leave it empty; bots that fill it are answered but not stored.
 * `idempotencyKey` (lib/submission-key.ts): a repeat of this submission is answered, not stored again.
 */
export function createContactQuery(
  query: ContactQuery & { website: string },
  idempotencyKey: string,
): Promise<CaseNumberAnswer> {
  return apiRequest<CaseNumberAnswer>('/queries', {
    method: 'POST',
    body: query,
    suppressErrorToast: true,
    idempotencyKey,
  });
}
