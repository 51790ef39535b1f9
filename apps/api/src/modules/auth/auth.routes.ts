import {
  AdminProfileSchema,
  LoginAnswerSchema,
  LoginSchema,
  VendorProfileAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { routeOptions } from '../../lib/route-schemas.ts';
import { principalOf, type Role } from '../../lib/principal.ts';
import { languageOf } from '../../lib/request-language.ts';
import {
  findAdminProfile,
  findVendorProfile,
  knownAddressBlock,
  login,
  logout,
  rememberVendorLanguage,
} from './auth.service.ts';
import { pauseKnownBlock } from './attempt-throttle.ts';

/** The sign-in routes', and the code step of two-factor sign-in (issue 33 §4). */
export const pauseKnownAddressBlock = (db: AppContext['db'], now: () => Date) =>
  pauseKnownBlock((ip, at) => knownAddressBlock(db, ip, at), now);

const tags = ['auth'];
/** Sign-out answers 204 with no body. */
const SignedOut = { response: { 204: z.null().describe('Signed out: the session is ended') } };
const ProfileQuery = z.object({ email: z.string().max(254).optional() });

/**
 * The signed-in account's profile, or 404 when it is gone or the e-mail parameter (SPEC §7) names
 * another account: nobody reads another's profile.
 */
function ownProfile<Profile extends { email: string }>(
  role: Role,
  profile: Profile | null,
  email: string | undefined,
): Profile {
  if (!profile || (email && email.toLowerCase() !== profile.email)) {
    throw new ApiError(404, `${role}_not_found`, `${role}NotFound`);
  }
  return profile;
}

/** Sign-in, profile and sign-out for both roles (SPEC §7, DESIGN.md §4 and §6). */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  for (const role of ['admin', 'vendor'] as const satisfies Role[]) {
    app.post(
      `/${role}/login`,
      {
        ...routeOptions('public', tags, { body: LoginSchema, response: { 200: LoginAnswerSchema } }),
        preValidation: pauseKnownAddressBlock(db, now),
      },
      async (request) => {
        const signedIn = await login(db, {
          role,
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          now: now(),
          userAgent: request.headers['user-agent'],
        });
        if (role === 'vendor') await rememberVendorLanguage(db, request.body.email, languageOf(request));
        if ('challenge' in signedIn)
          return { success: true as const, twoFactorRequired: true as const, challenge: signedIn.challenge };
        return { success: true as const, token: signedIn.token };
      },
    );

    const signedIn = role === 'admin' ? ({ admin: 'ownAccount' } as const) : role;
    app.post(`/${role}/logout`, routeOptions(signedIn, tags, SignedOut), async (request, reply) => {
      await logout(db, principalOf(request).tokenHash);
      return reply.status(204).send(null);
    });
  }

  app.get(
    '/admin/profile',
    routeOptions({ admin: 'ownAccount' }, tags, {
      querystring: ProfileQuery,
      response: { 200: AdminProfileSchema },
    }),
    async (request) =>
      ownProfile('admin', await findAdminProfile(db, principalOf(request).id), request.query.email),
  );

  app.get(
    '/vendor/profile',
    routeOptions('vendor', tags, { querystring: ProfileQuery, response: { 200: VendorProfileAnswerSchema } }),
    async (request) => ({
      success: true as const,
      vendor: ownProfile('vendor', await findVendorProfile(db, principalOf(request).id), request.query.email),
    }),
  );
};
