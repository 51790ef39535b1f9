import {
  LoginTwoFactorSchema,
  SignedInAnswerSchema,
  SuccessAnswerSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableAnswerSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { succeeded } from '../../lib/route-answers.ts';
import { LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { pauseKnownAddressBlock } from '../auth/auth.routes.ts';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetUp,
} from './two-factor.service.ts';

// Two-factor sign-in for admins (issue 33 §4, DESIGN.md §10, decision 072): set up and turn on from
// the own account (`ownAccount`: open also to an admin the team requires to set it up first), and
// the code step of the sign-in.

const tags = ['auth'];

export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, keyring, now }) => {
  app.post(
    '/admin/two-factor/setup',
    routeOptions({ admin: 'ownAccount' }, tags, {
      summary: 'Start setting up two-factor sign-in: a new secret for the authenticator app',
      description:
        'Answers the secret as base32 text, its otpauth:// address and the same as a QR code (an SVG ' +
        'data URL). The secret waits, sealed, for POST /admin/two-factor/enable; setting up again ' +
        'replaces it. 409 `two_factor_already_enabled` while two-factor is on.',
      // Nothing but the language: anything else in the body is a mistake, refused with 400.
      body: LanguageQuery.strict().optional(),
      response: { 200: TwoFactorSetupAnswerSchema },
    }),
    async (request) => startTwoFactorSetUp(db, keyring, principalOf(request)),
  );

  app.post(
    '/admin/two-factor/enable',
    routeOptions({ admin: 'ownAccount' }, tags, {
      summary: 'Turn two-factor sign-in on with a code from the app; get the recovery codes',
      description:
        "The code must be the new secret's for now. Answers ten recovery codes, shown only this once " +
        '(stored hashed, each works once). A wrong code answers 400 `invalid_two_factor_code`; the ' +
        'sixth wrong code in 15 minutes 429. 409 `two_factor_not_started` without a set-up, ' +
        '`two_factor_already_enabled` when it is on. Audited (`enableTwoFactor`).',
      body: TwoFactorEnableSchema,
      response: { 200: TwoFactorEnableAnswerSchema },
    }),
    async (request) => {
      const { code } = request.body;
      const recoveryCodes = await enableTwoFactor(db, keyring, principalOf(request), code, now());
      return { ...succeeded(request, 'twoFactorEnabled'), recoveryCodes };
    },
  );

  app.post(
    '/admin/two-factor/disable',
    routeOptions({ admin: 'ownAccount' }, tags, {
      summary: 'Turn two-factor sign-in off, with the password',
      description:
        'A wrong password answers 400 `wrong_password` and counts like a failed sign-in. 409 ' +
        '`two_factor_required_by_team` while the owner requires two-factor of every admin (then only ' +
        '`npm run two-factor:reset` clears it), `two_factor_not_enabled` when it is off. The recovery ' +
        'codes are deleted. Audited (`disableTwoFactor`).',
      body: TwoFactorDisableSchema,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await disableTwoFactor(db, principalOf(request), request.body.password, request.ip, now());
      return succeeded(request, 'twoFactorDisabled');
    },
  );

  app.post(
    '/admin/login/two-factor',
    {
      ...routeOptions('public', tags, {
        summary: 'The second step of an admin sign-in: the challenge and a code',
        description:
          'The challenge is what POST /admin/login answered with `twoFactorRequired` (valid 5 minutes, ' +
          "once). The code is the app's 6 digits for now (a code already used is refused) or an " +
          'unused recovery code (then used up, audited as `useRecoveryCode`). A wrong code answers ' +
          '401 `invalid_two_factor_code` and counts like a wrong password (per admin and per address, ' +
          '429 with Retry-After); an unknown, expired or used challenge 401 `sign_in_challenge_expired`.',
        body: LoginTwoFactorSchema,
        response: { 200: SignedInAnswerSchema },
      }),
      preValidation: pauseKnownAddressBlock(db, now),
    },
    async (request) => {
      const token = await completeTwoFactorSignIn(db, keyring, {
        challenge: request.body.challenge,
        code: request.body.code,
        ip: request.ip,
        now: now(),
        userAgent: request.headers['user-agent'],
      });
      return { success: true as const, token };
    },
  );
};
