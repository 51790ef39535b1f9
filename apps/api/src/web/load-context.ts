import {
  createHandshakeHeader,
  HANDSHAKE_HEADER,
  type PageLoadContext,
  PUBLIC_FORM_ROUTES,
  type PublicFormReply,
  type PublicFormSubmission,
  type SiteLanguage,
  supportCaseRoute,
} from '@levera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The load context of React Router's request handler (decision 074): what a page's action may do on
 * the server. A public form posted to its own page is stored by injecting it into the API's own
 * route, as the page's script would send it: the same validation, rate limit (counted for the
 * client's address), honeypot, idempotency and translated errors, with no second way in.
 */
export function pageLoadContext(app: FastifyInstance, request: FastifyRequest): PageLoadContext {
  return {
    submitPublicForm: (submission) => submitPublicForm(app, request, submission),
    // The case page (issue 37): its link's throttle counts the client's address, as for the script.
    readSupportCase: (token, language) =>
      callApi(app, request, 'GET', `${supportCaseRoute(token)}?language=${language}`),
    answerSupportCase: (token, message, language) =>
      callApi(app, request, 'POST', `${supportCaseRoute(token)}/replies`, { message, language }),
  };
}

async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  method: 'GET' | 'POST',
  url: string,
  body?: { message: string; language: SiteLanguage },
): Promise<PublicFormReply> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: request.ip,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      [HANDSHAKE_HEADER]: createHandshakeHeader(),
    },
    ...(body && { payload: JSON.stringify(body) }),
  });
  return replyOf(response);
}

function replyOf(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : null };
}

async function submitPublicForm(
  app: FastifyInstance,
  request: FastifyRequest,
  { form, body, language, idempotencyKey }: PublicFormSubmission,
): Promise<PublicFormReply> {
  const response = await app.inject({
    method: 'POST',
    url: PUBLIC_FORM_ROUTES[form],
    // The address the rate limit counts: the client's, as trust-proxy resolved it for the page's
    // request (no forwarding header is sent, so the API reads it as the connection's address).
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      // Made here, server-side: the page's form is our own app (DESIGN.md §4).
      [HANDSHAKE_HEADER]: createHandshakeHeader(),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
    payload: JSON.stringify({ ...body, language }),
  });
  return replyOf(response);
}
