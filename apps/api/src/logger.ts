import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import { logSafeError, logSafeErrorText } from './lib/log-safe-error.ts';

/**
 * Structured logs without secrets or personal data: tokens, cookies and passwords are redacted
 * wherever they appear, and an error keeps only what cannot carry a value (DESIGN.md §10).
 */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-app-handshake"]',
        '*.password',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // pino takes the message of an error logged without one (`log.error(error)`, `log.warn({ err })`)
      // as the line's message, which no serialiser sees: give such a line the safe text instead.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (typeof second === 'string') return method.apply(this, args);
        if (first instanceof Error) {
          return method.apply(this, [{ err: first }, logSafeErrorText(first), ...args.slice(1)]);
        }
        const err = (first as { err?: unknown } | null)?.err;
        if (err instanceof Error) return method.apply(this, [first, logSafeErrorText(err), ...args.slice(1)]);
        return method.apply(this, args);
      },
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      // Fastify's request fields, with the address's query values blanked except a few that name no
      // one: a set-password link's token (decision 040), a search (`?q=` a name, an e-mail or a
      // personnummer, issue 32) and the profile's `?email=` must not reach a log.
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: redactUrlQuery(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

// Fastify's type wants every serialised error to have a message and a stack; a database error has no
// message it may show, and a thrown string has no stack.
const serializeError = logSafeError as (error: unknown) => { type: string; message: string; stack: string };

/** Query parameters whose values never name a person: kept in the logged address. */
const LOGGED_QUERY_PARAMETERS = new Set([
  'language',
  'page',
  'pageSize',
  'status',
  'type',
  'sort',
  'order',
  'entity',
  'from',
  'to',
]);

/**
 * `?token=secret&q=anna&page=2` → `?token=[redacted]&q=[redacted]&page=2`: every query value but
 * those of LOGGED_QUERY_PARAMETERS is blanked, whatever its name.
 */
export function redactUrlQuery(url: string): string {
  return url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string) =>
    LOGGED_QUERY_PARAMETERS.has(name) ? whole : `${separator}${name}=[redacted]`,
  );
}
