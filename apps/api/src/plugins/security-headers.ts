import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Powerful browser features no page of the site uses, switched off for the pages and any frame
 * (issue 14). Only widely known feature names: browsers log a warning for each unknown one.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Every security header of an answer: helmet's for these options, and the Permissions-Policy. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  return { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The security headers (worked out once at start-up by `securityHeaders`) on every answer. (@fastify/helmet builds
 * the whole helmet middleware again for every request, which cost about a tenth of the time of a
 * cached read under load: bench/README.md.) The web plugin replaces the CSP of the pages it serves.
 *
 * Whatever a signed-in route answers (its data, or 401/403/404 about it) is `no-store` (issue 14):
 * no browser or proxy cache keeps one user's answers for the next person on the machine.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { headers: Record<string, string> }) => {
    const { headers } = options;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const rule = request.routeOptions.config.auth;
      if (rule && rule !== 'public') reply.header('cache-control', 'no-store');
      done();
    });
  },
);

/** The headers helmet sets for these options (they depend on nothing in the request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
