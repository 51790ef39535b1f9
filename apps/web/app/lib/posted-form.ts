import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// What a public form's island receives after its page answered a post (decision 074; the action is
// lib/form-post.ts). Plain JSON: it travels in the island's props, so the page the server rendered
// and the island that hydrates it show the same.

/** What a form keeps of what was typed: text as typed, ticked boxes as true. */
export type FormValues = Record<string, string | boolean>;

/** The answer of a form posted to its page. */
export type FormPostResult =
  | { outcome: 'stored'; caseNumber: string }
  /** The rider's steps without JavaScript: the step to show, with everything typed so far. */
  | { outcome: 'step'; step: 1 | 2; values: FormValues }
  | {
      outcome: 'failed';
      values: FormValues;
      /** Translated messages by field (the schema's or the server's). */
      errors: Record<string, string>;
      /** Refused by the form's schema on the page's server, before the API was asked. */
      bySchema?: true;
      /** The status and the message for the whole form (the API's, when it answered). */
      status: number;
      message: string;
      step?: 1 | 2;
    };

/** An island's props: the result when its page answers a post, else nothing. */
export type PostedFormProps = { posted?: FormPostResult };

/**
 * The case number a form shows once it is stored, and its setter: the posted page's, until the form
 * is sent in place or started again.
 */
export function useStoredCaseNumber(posted: FormPostResult | undefined) {
  return useState<string | null>(posted?.outcome === 'stored' ? posted.caseNumber : null);
}

/** The values a posted form starts from: what was typed, over the form's empty values. */
export function postedValues<T extends object>(empty: T, posted: FormPostResult | undefined): T {
  if (!posted || posted.outcome === 'stored') return empty;
  return { ...empty, ...posted.values } as T;
}

/**
 * The posted failure's field messages: shown as rendered by the server until the island has
 * hydrated, then handed to react-hook-form, so they follow the field as any other error does.
 * Returns the message to show for a field beside react-hook-form's own.
 */
export function usePostedErrors<T extends FieldValues>(
  posted: FormPostResult | undefined,
  setError: UseFormSetError<T>,
): (field: Path<T>) => string | undefined {
  const [handedOver, setHandedOver] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island hydrates
  useEffect(() => {
    if (posted?.outcome === 'failed') {
      for (const [field, message] of Object.entries(posted.errors)) {
        setError(field as Path<T>, { type: 'server', message });
      }
    }
    setHandedOver(true);
  }, []);
  return (field) =>
    !handedOver && posted?.outcome === 'failed' ? posted.errors[field as string] : undefined;
}
