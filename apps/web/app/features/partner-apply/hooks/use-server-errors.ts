import { translateMessage } from '@levera/domain';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isConnectionError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import type { FormPostResult } from '../../../lib/posted-form.ts';

/**
 * What a failed submission shows: the server's field messages at their fields, and one message for
 * the form. That is SPEC §8's 'Something went wrong. Please try again.', except for too many
 * attempts, where the server's own message says what to do. (A duplicate application is not an
 * error: the API answers it like a new one, decision 010.) A request that got no answer shows
 * SPEC §8's network or timeout message as an error toast instead. A page answered to a post
 * (`posted`, decision 074) starts with the message the script would have shown for the same answer.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  posted?: FormPostResult,
) {
  const { language } = useLocale();
  const [formError, setFormError] = useState<string | null>(() => {
    // The schema's refusal is the script's own check, which shows no message for the form.
    if (posted?.outcome !== 'failed' || posted.bySchema) return null;
    return posted.status === 429 ? posted.message : translateMessage('somethingWentWrong', language);
  });

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
