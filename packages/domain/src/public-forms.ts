import type { SiteLanguage } from './constants.ts';

// The public forms post to their own page (decision 074): React Router's route action reads the
// form and stores it through the API's own route, which the server hands it in the load context.
// The type lives here so the API (which never imports React) and the web app share it.

/** The public forms that work without JavaScript, each with its API route. */
export const PUBLIC_FORM_ROUTES = {
  contact: '/api/queries',
  rider: '/api/partners/riders',
  vendor: '/api/partners/vendors',
} as const;
export type PublicFormName = keyof typeof PUBLIC_FORM_ROUTES;

/** A form posted to its page, as the JavaScript client would send it to the API. */
export type PublicFormSubmission = {
  form: PublicFormName;
  /** The fields as JSON (the honeypot `website` included); the language is added from `language`. */
  body: Record<string, unknown>;
  language: SiteLanguage;
  /** `Idempotency-Key` (decision 069): the same key answers the first answer instead of storing again. */
  idempotencyKey?: string;
};

/** The API's answer: its status and JSON body (`CaseNumberAnswer`, or the error body of DESIGN.md §4). */
export type PublicFormReply = { status: number; body: unknown };

/** The API's route of the support case a private link opens, and of the requester's answers. */
export const supportCaseRoute = (token: string) => `/api/support/cases/${encodeURIComponent(token)}`;

/** What the server gives each page's action and loader (React Router's `AppLoadContext`). */
export type PageLoadContext = {
  /** Sends the submission through the API's route: validation, rate limit, honeypot, idempotency. */
  submitPublicForm: (submission: PublicFormSubmission) => Promise<PublicFormReply>;
  /** GET of the case a private link opens (issue 37): the API's answer, 410 for a link that no longer works. */
  readSupportCase: (token: string, language: SiteLanguage) => Promise<PublicFormReply>;
  /** POST of the requester's answer through the link: the API's answer (201, or 400/410/429). */
  answerSupportCase: (token: string, message: string, language: SiteLanguage) => Promise<PublicFormReply>;
};
