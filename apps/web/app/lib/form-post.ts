import {
  fieldErrorsFromZod,
  type PageLoadContext,
  type PublicFormName,
  type SiteLanguage,
  translateMessage,
} from '@levera/domain';
import { type ActionFunctionArgs, data } from 'react-router';
import type { z } from 'zod';
import { localeOfPath } from './locale-of-path.ts';
import type { FormPostResult, FormValues } from './posted-form.ts';

// A public form posted to its own page (decision 074), for the page's route `action`: read the form
// data, check it with the domain schema the form's script uses, store it through the API's route
// (the server's load context), and answer what the form's island shows. Works before and without
// JavaScript; with it, the island submits in place (fetch) and never posts here.

declare module 'react-router' {
  // What the API's request handler gives every action (apps/api/src/web/load-context.ts).
  interface AppLoadContext extends Partial<PageLoadContext> {}
}

/** Longer than any field may be (the schemas say so): what is kept to show again stops here. */
const MAX_KEPT_LENGTH = 5000;

/** The form's fields: text (and choices) as strings, checkboxes as true when ticked. */
export function readFormValues(
  formData: FormData,
  fields: readonly string[],
  checkboxes: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (checkboxes.includes(field)) {
      values[field] = formData.get(field) !== null;
      continue;
    }
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, MAX_KEPT_LENGTH) : '';
  }
  return values;
}

/** A failure to show: the page answers 422 for field errors, else the API's status. */
export function failed(
  values: FormValues,
  errors: Record<string, string>,
  status: number,
  message: string,
  options: { step?: 1 | 2 | undefined; bySchema?: boolean } = {},
) {
  const result: FormPostResult = {
    outcome: 'failed',
    values,
    errors,
    status,
    message,
    ...(options.bySchema && { bySchema: true }),
    ...(options.step && { step: options.step }),
  };
  return data(result, { status: Object.keys(errors).length > 0 ? 422 : status });
}

/** The schema's messages for the fields of this form, in the page's language. */
export function schemaErrors(
  schema: z.ZodType,
  values: FormValues,
  fields: readonly string[],
  language: SiteLanguage,
): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const messages = fieldErrorsFromZod(parsed.error, language);
  return Object.fromEntries(Object.entries(messages).filter(([field]) => fields.includes(field)));
}

/**
 * The key of a posted submission (decision 069): the same form with the same values is the same
 * submission, so a reload that posts it again ("Confirm form resubmission") answers the first case
 * number instead of storing it twice. SHA-256 of the form and its values, hex.
 */
async function submissionKey(form: PublicFormName, body: Record<string, unknown>): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([form, body]));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A public form: its name, the schema its values are checked with, and its fields. */
type PostedForm = { form: PublicFormName; schema: z.ZodType; fields: readonly string[] };

/**
 * Checks the posted values with `schema`, then stores them through the API (validation, rate limit,
 * honeypot and idempotency are the API's) and answers the case number, or the errors beside the
 * fields with every value kept.
 */
export async function storePostedForm({
  request,
  context,
  form,
  schema,
  fields,
  values,
  website,
  step,
}: PostedForm & {
  request: Request;
  context: Partial<PageLoadContext> | undefined;
  values: FormValues;
  /** The honeypot (people leave it empty); the API answers a filled one but stores nothing. */
  website: FormDataEntryValue | null;
  /** The rider's step the failure is shown on. */
  step?: (errors: Record<string, string>) => 1 | 2;
}) {
  const { language } = localeOfPath(new URL(request.url).pathname);
  const invalid = schemaErrors(schema, values, fields, language);
  if (invalid) {
    return failed(values, invalid, 422, translateMessage('validationFailed', language), {
      step: step?.(invalid),
      bySchema: true,
    });
  }
  const parsed = schema.parse(values) as Record<string, unknown>;
  const body = { ...parsed, website: typeof website === 'string' ? website : '' };
  const unavailable = () => failed(values, {}, 503, translateMessage('serviceUnavailable', language));
  if (!context?.submitPublicForm) return unavailable();
  let reply: Awaited<ReturnType<PageLoadContext['submitPublicForm']>>;
  try {
    reply = await context.submitPublicForm({
      form,
      body,
      language,
      idempotencyKey: await submissionKey(form, body),
    });
  } catch {
    return unavailable();
  }
  const answer = (reply.body && typeof reply.body === 'object' ? reply.body : {}) as Record<string, unknown>;
  if (reply.status < 300 && typeof answer.caseNumber === 'string') {
    const result: FormPostResult = { outcome: 'stored', caseNumber: answer.caseNumber };
    return data(result, { status: 200 });
  }
  const fieldMessages = (answer.fields ?? {}) as Record<string, unknown>;
  const errors = Object.fromEntries(
    fields.flatMap((field) => {
      const text = fieldMessages[field];
      return typeof text === 'string' && text ? [[field, text]] : [];
    }),
  );
  const message =
    typeof answer.error === 'string' && answer.error
      ? answer.error
      : translateMessage('somethingWentWrong', language);
  return failed(values, errors, reply.status, message, { step: step?.(errors) });
}

/**
 * The `action` of a one-step form's page: reads the form's fields (`checkboxes` among them as
 * ticked or not) and its honeypot, and answers what `storePostedForm` answers.
 */
export function postedFormAction({ checkboxes, ...posted }: PostedForm & { checkboxes?: readonly string[] }) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const formData = await request.formData();
    const values = readFormValues(formData, posted.fields, checkboxes);
    return storePostedForm({ ...posted, request, context, values, website: formData.get('website') });
  };
}

/** A form page's `headers`: its answer to a post carries what was typed, so no cache keeps it. */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(actionHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}
