import { BRAND } from '../brand.ts';
import { INTL_LOCALES, type SiteLanguage } from '../constants.ts';
import { fixedT, registerCatalog } from '../translate.ts';
import { en, type MessageKey } from './en.ts';
import { type Message, splitMessage } from './message-params.ts';
import { sv } from './sv.ts';

export { en, type MessageKey } from './en.ts';
export { LIMIT_MESSAGE_KEYS, type Message, messageWithParams } from './message-params.ts';
export { type RequestErrorKey, requestErrorMessage } from './request-errors.ts';
export { sv } from './sv.ts';

export const MESSAGES: Record<SiteLanguage, Record<MessageKey, string>> = { en, sv };

/** The namespace the messages are registered under for `t` (decision 081). */
const MESSAGES_NS = 'domain-messages';
registerCatalog(MESSAGES_NS, MESSAGES);
const T = { en: fixedT('en', MESSAGES_NS), sv: fixedT('sv', MESSAGES_NS) };
/** Values every message may name (the standard delivery fee of SPEC §3). */
const CONSTANTS = { standardDeliveryFee: BRAND.standardDeliveryFee };

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/** A message key, bare or with its numbers (messageWithParams). */
export function isMessage(text: unknown): text is Message {
  return typeof text === 'string' && isMessageKey(splitMessage(text).key);
}

const NUMBER_FORMATS: Record<SiteLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALES.en),
  sv: new Intl.NumberFormat(INTL_LOCALES.sv),
};

/**
 * The text of a message key in a language, read by the one `t`: `{{name}}` placeholders filled from
 * params (and from the numbers of a messageWithParams message, written the language's way).
 * Anything that is not a key (a server's free-text message, say) is returned unchanged.
 */
export function translateMessage(
  key: string,
  language: SiteLanguage,
  params?: Record<string, string | number>,
): string {
  const parts = splitMessage(key);
  if (!isMessageKey(parts.key)) return key;
  const format = NUMBER_FORMATS[language] ?? NUMBER_FORMATS.en;
  const numbers = Object.entries(parts.numbers).map(([name, value]) => [name, format.format(value)]);
  const values: Record<string, string | number> = { ...CONSTANTS, ...Object.fromEntries(numbers), ...params };
  return (T[language] ?? T.en)(parts.key, values);
}
