import type { MessageKey } from './en.ts';

// Messages that carry numbers (issue 35, item 6). Apart from the catalogues, so that the schemas,
// which the forms load on first touch, do not bring the whole catalogue with them (decision 050).

/**
 * A message key with the numbers its text names, as one string: `tooLong?max=2000`. A zod issue and
 * a react-hook-form error carry only a message, so the limit of a too-long text travels in it, and
 * translateMessage writes the number the way the language does ("2,000", "2 000").
 */
export type Message = MessageKey | `${MessageKey}?${string}`;

/** The keys whose text names the limit as `{{max}}` (messages.test.ts checks the list is complete). */
export const LIMIT_MESSAGE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>(['tooLong']);

export function messageWithParams(key: MessageKey, params: Record<string, number>): Message {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query}`;
}

/** The key and the numbers of a message made by messageWithParams (no numbers for a bare key). */
export function splitMessage(text: string): { key: string; numbers: Record<string, number> } {
  const mark = text.indexOf('?');
  if (mark < 0) return { key: text, numbers: {} };
  const numbers: Record<string, number> = {};
  for (const [name, value] of new URLSearchParams(text.slice(mark + 1))) {
    if (/^\d{1,15}$/.test(value)) numbers[name] = Number(value);
  }
  return { key: text.slice(0, mark), numbers };
}
