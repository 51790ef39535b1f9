import { PasswordLinkAnswerSchema } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPasswordPageRoutes } from '../auth/set-password-page.ts';
import { checkPasswordLink, setPasswordFromLink } from './vendor-access.service.ts';

// The vendor's set-password page (issue 19 §1, decision 040): public, the link's token is the key.
// Both routes are throttled per address like the sign-in (decision 009): an attempt is reserved before
// any token is looked up, and an address known to be over its limit is answered from memory after a
// pause.

export const vendorAccessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  setPasswordPageRoutes(app, context, {
    path: '/vendor/set-password',
    tags: ['auth'],
    check: {
      summary: 'Whether a set-password link (invitation or reset) still works, and for which account',
      description:
        'An unknown, used, expired or replaced link answers 410 `password_link_invalid`. Throttled ' +
        'per address with the set-password route (429 with Retry-After).',
      response: PasswordLinkAnswerSchema,
      answer: (token, now) => checkPasswordLink(db, token, now),
    },
    set: {
      summary: 'Choose the password with a one-time link, and sign in',
      description:
        'The password follows the rules of every new password (400 `validation_failed` on ' +
        "`password`, the link still works). Then the link is used up, the vendor's other links and " +
        'sessions end, and an active account gets a session token as the sign-in gives; an account ' +
        'that is not active answers 403 `account_inactive` with its password saved. An unknown, ' +
        'used, expired or replaced link answers 410 `password_link_invalid`.',
      signIn: async (input, now) => {
        const { sessionToken } = await setPasswordFromLink(db, input, now);
        if (!sessionToken) throw new ApiError(403, 'account_inactive', 'accountInactive');
        return sessionToken;
      },
    },
  });
};
