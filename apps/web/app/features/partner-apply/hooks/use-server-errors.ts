import { translateMessage } from '@levera/domain';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isConnectionError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * What a failed submission shows: the server's field messages at their fields, and one message for
 * the form. That is SPEC §8's 'Something went wrong. Please try again.', except for too many
 * attempts, where the server's own message says what to do. (A duplicate application is not an
 * error: the API answers it like a new one, decision 010.) A request that got no answer shows
 * SPEC §8's network or timeout message as an error toast instead.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { language } = useLocale();
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows a failed submission; returns the fields that got a message. */
  const showError = (error: unknown): Path<T>[] => {
    if (isConnectionError(error)) {
      setFormError(null);
      notify.error(error.message);
      return [];
    }
    const apiError = error instanceof ApiError ? error : null;
    const placed = placeServerFieldErrors(error, setError, fields);
    const isRateLimited = apiError?.status === 429;
    setFormError(
      isRateLimited && apiError ? apiError.message : translateMessage('somethingWentWrong', language),
    );
    return placed;
  };

  return { formError, showError, clearFormError: () => setFormError(null) };
}
