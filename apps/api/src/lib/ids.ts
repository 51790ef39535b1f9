import { isUuid } from '@levera/domain';
import type { ApiError } from './api-error.ts';

// The rule is the domain's (the back-office reads ids from its addresses too); the API's modules
// take it from here with assertUuid.
export { isUuid };

/**
 * The id, when it can name a row; otherwise the item's own 404. A malformed id answers as a missing
 * item does, never as a database error.
 */
export function assertUuid(id: string, notFound: () => ApiError): string {
  if (!isUuid(id)) throw notFound();
  return id;
}
