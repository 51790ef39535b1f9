import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the field messages of a failed request (`ApiError.fields`, translated by the API) under their
 * fields in a react-hook-form form and focuses the first one, so a screen reader hears it.
 * `fields` are the form's fields that may get one, in form order; without it, every field the
 * server named does, except `_` (a message for the whole form). Returns the fields that got one.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): Path<T>[] {
  const messages = error instanceof ApiError ? (error.fields ?? {}) : {};
  const named = fields
    ? fields.filter((field) => messages[field])
    : (Object.keys(messages).filter((field) => field !== '_' && messages[field]) as Path<T>[]);
  named.forEach((field, index) => {
    setError(field, { type: 'server', message: messages[field] }, { shouldFocus: index === 0 });
  });
  return named;
}
