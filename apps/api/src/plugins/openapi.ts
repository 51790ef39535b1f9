import { BRAND } from '@levera/domain';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AuthRule } from '../lib/principal.ts';
import { MAX_FIELD_ERRORS } from './errors.ts';
import { isHandshakeExempt } from './handshake.ts';

/**
 * The OpenAPI document at /api/docs (decision 026). Each route declares its input and its success
 * answers; what every route shares is added here, from the same facts the API acts on: who may call
 * it (`config.auth`), whether it needs the app handshake, and the error answers of
 * `plugins/errors.ts`. `npm run lint:openapi` checks the result with Spectral's OWASP rules.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Levera API',
        version: '1.0.0',
        description:
          'Every call except /health and /docs needs the X-App-Handshake header (client identification, not security). Authenticated calls send `Authorization: Bearer <token>`.',
        // The support address the web app shows (apps/web/app/config/brand.ts).
        contact: { name: `${BRAND.name} support`, email: BRAND.supportEmail },
      },
      servers: [
        {
          // The API is served from the web app's own origin, over HTTPS in production.
          url: '/',
          description: 'This deployment (production, or local in development), same origin as the web app',
          'x-internal': false,
        } as { url: string; description: string },
      ],
      tags: [
        { name: 'health', description: 'Liveness and readiness probes of the platform' },
        { name: 'auth', description: 'Sign-in, sign-out and profile of admins and vendors' },
        {
          name: 'own account',
          description: "The signed-in admin's or vendor's own password and sessions",
        },
        {
          name: 'team',
          description:
            'The admin team: invitations, roles, deactivation, two-factor requirement and sign-in blocks',
        },
        { name: 'contact queries', description: 'The public contact form' },
        { name: 'queries', description: 'Contact and vendor queries, as the admin handles them' },
        { name: 'vendor queries', description: "A vendor's own support queries" },
        {
          name: 'support cases',
          description: "A requester's case page: the conversation and its answers, by the private link",
        },
        { name: 'partners', description: 'Rider and vendor applications' },
        { name: 'vendors', description: 'Vendor accounts' },
        { name: 'menus', description: 'Menu items of a vendor' },
        {
          name: 'vendor self-service',
          description: 'Sold-out items and paused orders: set by the vendor, read by the customer app',
        },
        { name: 'promotions', description: 'Promotions of vendors, and their review by the admin' },
        { name: 'offers', description: 'Offers the admin publishes on the public site' },
        {
          name: 'vendor notifications',
          description: "A vendor's bell: the admin's decisions about its items",
        },
        { name: 'audit', description: 'Who did what and when: the Activity screen and item histories' },
        { name: 'admin counts', description: 'What waits for an admin, as numbers and as a live stream' },
        {
          name: 'privacy',
          description: "The data subject's rights: one person's data found, exported and erased",
        },
      ],
      components: {
        securitySchemes: {
          handshake: {
            type: 'apiKey',
            in: 'header',
            name: 'X-App-Handshake',
            description:
              'Identifies the client app (not a secret); see @levera/domain createHandshakeHeader.',
          },
          adminSession: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/admin/login answers; a vendor token is refused with 403.',
          },
          vendorSession: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/vendor/login answers; an admin token is refused with 403.',
          },
        },
      },
    },
    transform: withSharedAnswers,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});

/** The credentials each auth rule asks for, on top of the handshake (`plugins/auth.ts`). */
function securityOf(rule: AuthRule): Record<string, string[]>[] {
  if (rule === 'public') return [{ handshake: [] }];
  if (rule === 'vendor') return [{ handshake: [], vendorSession: [] }];
  const admin = { handshake: [], adminSession: [] };
  return rule.orVendor ? [admin, { handshake: [], vendorSession: [] }] : [admin];
}

/** Who is refused with 403 although signed in. */
function refusedOf(rule: Exclude<AuthRule, 'public'>): string {
  if (rule === 'vendor') return 'Signed in, but not as vendor';
  const admins = `an admin whose role lacks the permission \`${rule.admin}\` (packages/domain permissions.ts)`;
  return rule.orVendor ? `Signed in as ${admins}` : `Signed in as a vendor, or as ${admins}`;
}
/** OpenAPI's way to say "no credentials": one requirement that lists none. */
const NO_CREDENTIALS = [{}];

/** The body of every error answer (DESIGN.md §4), as `plugins/errors.ts` sends it. */
function errorAnswer(description: string, headers?: Record<string, unknown>) {
  return {
    description,
    type: 'object',
    required: ['error', 'code', 'requestId'],
    properties: {
      error: { type: 'string', description: 'What went wrong, in the language of the request' },
      code: { type: 'string', pattern: '^[a-z_]+$', description: 'Stable code for programs' },
      requestId: {
        type: 'string',
        maxLength: 128,
        description: "The answer's X-Request-Id: quote it when reporting the error, it finds the logs",
      },
      fields: {
        type: 'object',
        maxProperties: MAX_FIELD_ERRORS,
        additionalProperties: { type: 'string' },
        description: 'The message of each invalid field (validation_failed)',
      },
    },
    ...(headers && { headers }),
  };
}

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' },
};

/**
 * zod's JSON schemas, plus the security and the error answers every route shares. A status the
 * route declares itself (with its own schema) is kept.
 */
const withSharedAnswers: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const rule = input.route.config?.auth;
  if (!rule || !schema) return { schema, url };

  const needsHandshake = !isHandshakeExempt(url);
  const hasBody = schema.body !== undefined;
  const hasPathParameters = url.includes(':');
  const method = [input.route.method].flat()[0];
  const errors: Record<number, unknown> = {};
  if (needsHandshake || hasBody || schema.querystring || hasPathParameters) {
    errors[400] = errorAnswer('Invalid handshake, malformed JSON or input that fails validation');
  }
  if (rule !== 'public') errors[401] = errorAnswer('No valid session token');
  if (rule !== 'public') errors[403] = errorAnswer(refusedOf(rule));
  // An unknown id, and an id too long to exist (`maxParamLength`).
  if (hasPathParameters) errors[404] = errorAnswer('No such item');
  if (hasBody) {
    errors[413] = errorAnswer('Body larger than the limit (BODY_LIMIT_BYTES)');
    errors[415] = errorAnswer('A body with a content type other than JSON');
  }
  // Sign-in and the public forms are the API's public writes, and each is rate limited
  // (decisions 001 and 009); signed-in calls are not.
  if (rule === 'public' && needsHandshake && method === 'POST') {
    errors[429] = errorAnswer('Too many attempts from this address or for this account', RETRY_AFTER);
  }
  errors[500] = errorAnswer('Unexpected error (logged)');
  if (needsHandshake) errors[503] = errorAnswer('Database unavailable for the moment', RETRY_AFTER);

  return {
    url,
    schema: {
      ...schema,
      security: needsHandshake ? securityOf(rule) : NO_CREDENTIALS,
      response: { ...errors, ...(schema.response as object | undefined) },
    },
  };
};
