import {
  CASE_TOKEN_MAX_LENGTH,
  CONVERSATION_MESSAGE_MAX,
  type CaseEntry,
  ConversationMessageSchema,
  type PageLoadContext,
  type QueryStatus,
  type SiteLanguage,
  type SupportCaseAnswer,
  translateMessage,
} from '@levera/domain';
import { data, redirect } from 'react-router';
import { schemaErrors } from '../../lib/form-post.ts';
import { localeOfPath } from '../../lib/locale-of-path.ts';

// The page of a support case's private link (issue 37, decision 076): rendered by the server on each
// request (never prerendered: it shows one person's conversation). The loader reads the case and the
// action stores the requester's answer, both through the API's own routes (the load context,
// apps/api/src/web/load-context.ts), so the link's checks and throttle are the API's. A plain form
// post, with or without JavaScript; a stored answer redirects back to the page (post/redirect/get),
// so reloading it never sends the answer twice.

export type SupportCase = {
  caseNumber: string;
  subject: string;
  status: QueryStatus;
  messages: CaseEntry[];
};

/** What the page shows: the case, or why it cannot (the link no longer works, or a refusal). */
export type CasePage =
  | { outcome: 'case'; supportCase: SupportCase; sentMessage: string | null }
  | { outcome: 'unavailable'; linkInvalid: boolean; message: string };

/** The answer of a refused post: what was typed, kept, with the errors beside the field. */
export type CaseAnswerRefused = { text: string; fieldError: string | null; message: string };

/** The longest text kept to show again: longer than the schema allows, so its message shows. */
const MAX_KEPT_LENGTH = 2 * CONVERSATION_MESSAGE_MAX;
const SENT_PARAMETER = 'sent';

type Args = { request: Request; context: Partial<PageLoadContext> | undefined };

const errorOf = (body: unknown): string | null => {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : null;
  return typeof error === 'string' && error ? error : null;
};

function readRequest(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  return { url, token, language: localeOfPath(url.pathname).language };
}

function unavailable(status: number, message: string, linkInvalid = false) {
  const page: CasePage = { outcome: 'unavailable', linkInvalid, message };
  return data(page, { status });
}

const linkInvalid = (language: SiteLanguage) =>
  unavailable(410, translateMessage('caseLinkInvalid', language), true);

export async function loadCasePage({ request, context }: Args) {
  const { url, token, language } = readRequest(request);
  if (!token || token.length > CASE_TOKEN_MAX_LENGTH) return linkInvalid(language);
  if (!context?.readSupportCase) return unavailable(503, translateMessage('serviceUnavailable', language));
  const reply = await context.readSupportCase(token, language);
  if (reply.status === 200) {
    const { data: found } = reply.body as SupportCaseAnswer;
    const page: CasePage = {
      outcome: 'case',
      supportCase: {
        caseNumber: found.caseNumber,
        subject: found.subject,
        status: found.status,
        messages: found.messages,
      },
      sentMessage: url.searchParams.has(SENT_PARAMETER) ? translateMessage('caseReplySent', language) : null,
    };
    return data(page);
  }
  if (reply.status === 410 || reply.status === 400 || reply.status === 404) return linkInvalid(language);
  return unavailable(reply.status, errorOf(reply.body) ?? translateMessage('somethingWentWrong', language));
}

export async function answerCase({ request, context }: Args) {
  const { url, token, language } = readRequest(request);
  const form = await request.formData();
  const typed = form.get('message');
  const text = typeof typed === 'string' ? typed.slice(0, MAX_KEPT_LENGTH) : '';
  const refused = (status: number, message: string, fieldError: string | null = null) => {
    const answer: CaseAnswerRefused = { text, fieldError, message };
    return data(answer, { status });
  };
  const invalid = schemaErrors(ConversationMessageSchema, { message: text }, ['message'], language);
  if (invalid) return refused(422, translateMessage('validationFailed', language), invalid.message ?? null);
  if (!token || token.length > CASE_TOKEN_MAX_LENGTH)
    return refused(410, translateMessage('caseLinkInvalid', language));
  if (!context?.answerSupportCase) return refused(503, translateMessage('serviceUnavailable', language));
  const reply = await context.answerSupportCase(token, text, language);
  if (reply.status === 201) {
    const page = new URLSearchParams({ token, [SENT_PARAMETER]: '1' });
    throw redirect(`${url.pathname}?${page}`, 303);
  }
  const fields = (reply.body as { fields?: Record<string, unknown> } | null)?.fields;
  const fieldError = typeof fields?.message === 'string' ? fields.message : null;
  return refused(
    reply.status === 400 ? 422 : reply.status,
    errorOf(reply.body) ?? translateMessage('somethingWentWrong', language),
    fieldError,
  );
}

/**
 * Never kept by a cache: the page shows one person's conversation. Its address holds the key, so a
 * request from the page names it to no other site, not even by its origin ('same-origin'; not
 * 'no-referrer', with which the browser sends the answer's post with `Origin: null`, which React
 * Router refuses as a forged action).
 */
export function casePageHeaders(): Headers {
  return new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
}
