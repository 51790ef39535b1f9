import {
  createHandshakeHeader,
  HANDSHAKE_HEADER,
  type PageLoadContext,
  PUBLIC_FORM_ROUTES,
  type PublicFormReply,
  supportCaseRoute,
} from '@levera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The load context of React Router's request handler (decision 074): what a page's loader or action
 * may do on the server. Each goes through the API's own route, as the page's script would send it:
 * the same validation, rate limit (counted for the client's address), honeypot, idempotency and
 * translated errors, with no second way in.
 */
export function pageLoadContext(app: FastifyInstance, request: FastifyRequest): PageLoadContext {
  const api = (method: 'GET' | 'POST', url: string, body?: object, idempotencyKey?: string) =>
    callApi(app, request, { method, url, body, idempotencyKey });
  return {
    submitPublicForm: ({ form, body, language, idempotencyKey }) =>
      api('POST', PUBLIC_FORM_ROUTES[form], { ...body, language }, idempotencyKey),
    // The case page (issue 37): its link's throttle counts the client's address, as for the script.
    readSupportCase: (token, language) => api('GET', `${supportCaseRoute(token)}?language=${language}`),
    answerSupportCase: (token, message, language) =>
      api('POST', `${supportCaseRoute(token)}/replies`, { message, language }),
  };
}

async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  call: { method: 'GET' | 'POST'; url: string; body?: object; idempotencyKey?: string },
): Promise<PublicFormReply> {
  const { method, url, body, idempotencyKey } = call;
  const response = await app.inject({
    method,
    url,
    // The address the rate limits count: the client's, as trust-proxy resolved it for the page's
    // request (no forwarding header is sent, so the API reads it as the connection's address).
    remoteAddress: request.ip,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      // Made here, server-side: the page is our own app (DESIGN.md §4).
      [HANDSHAKE_HEADER]: createHandshakeHeader(),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
    ...(body && { payload: JSON.stringify(body) }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : null };
}
