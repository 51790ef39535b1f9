import type { SiteLanguage } from '../constants.ts';
import { en, type MessageKey } from './en.ts';
import { fillPlaceholders } from './request-errors.ts';
import { sv } from './sv.ts';

export { en, type MessageKey } from './en.ts';
export { type RequestErrorKey, requestErrorMessage } from './request-errors.ts';
export { sv } from './sv.ts';

export const MESSAGES: Record<SiteLanguage, Record<MessageKey, string>> = { en, sv };

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/**
 * The text of a message key in a language, with `{name}` placeholders filled from params.
 * Anything that is not a key (a server's free-text message, say) is returned unchanged.
 */
export function translateMessage(
  key: string,
  language: SiteLanguage,
  params?: Record<string, string | number>,
): string {
  if (!isMessageKey(key)) return key;
  return fillPlaceholders((MESSAGES[language] ?? en)[key], params);
}
