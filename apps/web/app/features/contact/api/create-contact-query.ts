import type { CaseNumberAnswer, ContactQuery } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/queries (DESIGN.md §4): the contact form. The answer's message is in the request language.

/** `website` is the honeypot: people leave it empty; bots that fill it are answered but not stored. */
export function createContactQuery(query: ContactQuery & { website: string }): Promise<CaseNumberAnswer> {
  return apiRequest<CaseNumberAnswer>('/queries', {
    method: 'POST',
    body: query,
    suppressErrorToast: true,
  });
}
