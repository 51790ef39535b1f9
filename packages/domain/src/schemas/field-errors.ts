import type { SiteLanguage } from '../constants.ts';
import { isMessage, type Message, translateMessage } from '../messages/index.ts';

/** The field name used for issues about the whole input rather than one field. */
export const ROOT_ERROR_FIELD = '_';

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };
type ErrorLike = { readonly issues: readonly IssueLike[] };

/**
 * The first message key per dotted path ('menus.3.price'), with its numbers (messageWithParams). A message that is not a key (zod's own
 * English for input no form produces) becomes 'invalidValue', so raw library text never leaks.
 */
export function fieldErrorKeysFromZod(error: ErrorLike): Record<string, Message> {
  const keys: Record<string, Message> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || ROOT_ERROR_FIELD;
    keys[field] ??= isMessage(issue.message) ? issue.message : 'invalidValue';
  }
  return keys;
}

/** The first message per dotted path, translated. */
export function fieldErrorsFromZod(error: ErrorLike, language: SiteLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorKeysFromZod(error)).map(([field, key]) => [
      field,
      translateMessage(key, language),
    ]),
  );
}
