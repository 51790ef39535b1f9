import type { ApiError } from './api-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can name a row at all (every table's id is a UUID). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The id, when it can name a row; otherwise the item's own 404. A malformed id answers as a missing
 * item does, never as a database error.
 */
export function assertUuid(id: string, notFound: () => ApiError): string {
  if (!isUuid(id)) throw notFound();
  return id;
}
