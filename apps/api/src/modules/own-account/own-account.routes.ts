import {
  ChangePasswordSchema,
  OwnSessionsAnswerSchema,
  PasswordChangedAnswerSchema,
  SessionsEndedAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { type AuthRule, principalOf, type Role } from '../../lib/principal.ts';
import {
  changeOwnPassword,
  endOtherOwnSessions,
  endOwnSession,
  listOwnSessions,
} from './own-account.service.ts';

const tags = ['own account'];

/**
 * The signed-in account's own password and sessions (issue 33 §3, DESIGN.md §10 "own account"), the
 * same four routes for admins and vendors. An admin's are `ownAccount`, which every role has and
 * which stays open to an admin who must first set up two-factor.
 */
export const ownAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  for (const role of ['admin', 'vendor'] as const satisfies Role[]) {
    const rule: AuthRule = role === 'admin' ? { admin: 'ownAccount' } : 'vendor';

    app.post(
      `/${role}/password`,
      routeOptions(rule, tags, {
        summary: "Change the signed-in account's password; every other session of it ends",
        description:
          'The current password is required; a wrong one answers 400 with `fields.currentPassword` and ' +
          "counts as a failed sign-in of this e-mail and address (429 past the sign-in's limit). The new " +
          'password follows the rules of every new password. The other sessions answer 401 `session_revoked`.',
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedAnswerSchema },
      }),
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        const input = { currentPassword, newPassword, ip: request.ip };
        const endedSessions = await changeOwnPassword(db, principalOf(request), input, now());
        return { ...succeeded(request, 'passwordChanged'), endedSessions };
      },
    );

    app.get(
      `/${role}/sessions`,
      routeOptions(rule, tags, {
        summary: "The signed-in account's sessions: started, last used, browser, and which is this one",
        querystring: LanguageQuery,
        response: { 200: OwnSessionsAnswerSchema },
      }),
      async (request) => ({ sessions: await listOwnSessions(db, principalOf(request), now()) }),
    );

    app.delete(
      `/${role}/sessions/:id`,
      routeOptions(rule, tags, {
        summary: 'End one session of the signed-in account (404 for any other session)',
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: SessionsEndedAnswerSchema },
      }),
      async (request) => {
        await endOwnSession(db, principalOf(request), request.params.id, now());
        return { ...succeeded(request, 'ownSessionEnded'), ended: 1 };
      },
    );

    app.post(
      `/${role}/sessions/end-others`,
      routeOptions(rule, tags, {
        summary: 'Sign out everywhere else: end every other session of the signed-in account',
        // Strict: a body of nothing but the language must still be JSON that parses as one.
        body: LanguageQuery.strict().optional(),
        response: { 200: SessionsEndedAnswerSchema },
      }),
      async (request) => {
        const ended = await endOtherOwnSessions(db, principalOf(request), now());
        return { ...succeeded(request, 'otherSessionsEnded'), ended };
      },
    );
  }
};
