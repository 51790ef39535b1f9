import { isMessage, translateMessage } from '@levera/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error.ts';
import {
  isDatabaseUnavailable,
  isInvalidInputForDatabase,
  isStatementTimeout,
} from '../lib/database-errors.ts';
import { languageOf } from '../lib/request-language.ts';
import { REQUEST_ID_HEADER } from '../logger.ts';

type ErrorBody = { error: string; code: string; fields?: Record<string, string>; [extra: string]: unknown };

/**
 * An error answer never echoes the input back at size (issue 14): at most this many fields, each
 * name and message cut to a bounded length. The form needs only the first problems to show them.
 */
export const MAX_FIELD_ERRORS = 50;
const MAX_FIELD_NAME_LENGTH = 100;
const MAX_MESSAGE_LENGTH = 300;

/**
 * Error format of DESIGN.md §4: `{ error, code, fields?, requestId }`, translated; never a 500 for bad
 * input. `requestId` is the answer's `X-Request-Id`, so the one who reports an error can quote it.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    const translate = (key: string, params?: Record<string, string | number>) =>
      translateMessage(key, language, params);
    const send = (status: number, body: ErrorBody) =>
      reply
        .status(status)
        .send({ ...body, error: body.error.slice(0, MAX_MESSAGE_LENGTH), requestId: request.id });

    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, {
        ...error.extra,
        error: translate(error.messageKey, error.params),
        code: error.code,
        ...(error.fieldKeys && { fields: translateFields(error.fieldKeys, translate) }),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldKeys: Record<string, string> = {};
      for (const issue of error.validation) {
        if (Object.keys(fieldKeys).length >= MAX_FIELD_ERRORS) break;
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldKeys[field] ??= isMessage(issue.message) ? issue.message : 'invalidValue';
      }
      return send(400, {
        error: translate('validationFailed'),
        code: 'validation_failed',
        fields: translateFields(fieldKeys, translate),
      });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(503, { error: translate('serviceUnavailable'), code: 'service_unavailable' });
    }

    if (isStatementTimeout(error)) {
      // Busy, not broken (DESIGN.md §10 "operations"): the client may try again in a moment.
      request.log.warn(
        { err: error, route: request.routeOptions.url, method: request.method },
        'statement timeout',
      );
      reply.header('Retry-After', '5');
      return send(503, { error: translate('serviceBusy'), code: 'service_busy' });
    }

    if (isInvalidInputForDatabase(error)) {
      // A value the database cannot hold (malformed uuid, out-of-range number): the input is wrong.
      return send(400, { error: translate('badRequest'), code: 'bad_request' });
    }

    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { error: translate('payloadTooLarge'), code: 'payload_too_large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { error: translate('unsupportedMediaType'), code: 'unsupported_media_type' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(400, { error: translate('invalidJson'), code: 'invalid_json' });
    }
    if (status === 429) {
      return send(429, { error: translate('tooManyRequests'), code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad URL encoding, malformed JSON and the like).
      return send(status, { error: translate('badRequest'), code: 'bad_request' });
    }

    // The route as declared (`/api/partners/:id`), not the URL, and never the body: both can carry
    // personal data. The logger's serialiser keeps only the safe fields of the error (logger.ts).
    request.log.error(
      { err: error, route: request.routeOptions.url, method: request.method },
      'unhandled error',
    );
    return send(500, { error: translate('unexpectedError'), code: 'internal_error' });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    reply.status(404).send({
      error: translateMessage('notFound', languageOf(request)),
      code: 'not_found',
      requestId: request.id,
    });
  });
});

/**
 * Fastify's `frameworkErrors`: a URL the router cannot take (bad percent-encoding, a parameter
 * longer than `maxParamLength`) is refused before any hook runs, so this handler sets the security
 * headers and the request id itself and answers in the usual format: 400, or 404 for an id too long
 * to exist.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    reply.headers(securityHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
    const requestId = request.id;
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply
        .status(404)
        .send({ error: translateMessage('notFound', language), code: 'not_found', requestId });
    }
    return reply
      .status(400)
      .send({ error: translateMessage('badRequest', language), code: 'bad_request', requestId });
  };
}

function translateFields(
  fieldKeys: Record<string, string>,
  translate: (key: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldKeys)
      .slice(0, MAX_FIELD_ERRORS)
      .map(([field, key]) => [
        field.slice(0, MAX_FIELD_NAME_LENGTH),
        translate(key).slice(0, MAX_MESSAGE_LENGTH),
      ]),
  );
}
