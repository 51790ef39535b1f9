import { translateMessage } from '@levera/domain';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/**
 * What a failed submission shows: the server's field messages at their fields, and one message for
 * the form. That is SPEC §8's 'Something went wrong. Please try again.', except for a duplicate
 * application or too many attempts, where the server's own message says what to do. A form-level
 * message that a field already shows is not repeated above the form (issue 15): it says nothing
 * new, and a screen reader would read it twice.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { language } = useLocale();
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows a failed submission; returns the fields that got a message. */
  const showError = (error: unknown): Path<T>[] => {
    const apiError = error instanceof ApiError ? error : null;
    const placed: Path<T>[] = [];
    for (const [field, message] of Object.entries(apiError?.fields ?? {})) {
      const known = fields.find((name) => name === field);
      if (!known) continue;
      setError(known, { type: 'server', message }, { shouldFocus: placed.length === 0 });
      placed.push(known);
    }
    const isSpecific = apiError?.status === 409 || apiError?.status === 429;
    const formMessage =
      isSpecific && apiError ? apiError.message : translateMessage('somethingWentWrong', language);
    const isShownAtAField = placed.some((field) => apiError?.fields?.[field] === formMessage);
    setFormError(isShownAtAField ? null : formMessage);
    return placed;
  };

  return { formError, showError, clearFormError: () => setFormError(null) };
}
