import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/** Structured logs without secrets: tokens, cookies and passwords are redacted wherever they appear. */
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
  };
}
