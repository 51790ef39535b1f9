import {
  type AdminPasswordLinkAnswer,
  type PasswordLinkAnswer,
  PasswordLinkCheckSchema,
  SetPasswordSchema,
  SignedInAnswerSchema,
} from '@levera/domain';
import type { z } from 'zod';
import type { AppContext, ModuleApp } from '../../app-context.ts';
import { routeOptions } from '../../lib/route-schemas.ts';
import { privateLinkThrottle } from './attempt-throttle.ts';

/** What the set-password form sends with a link's token, for the service that stores it. */
export type SetPasswordRequest = {
  token: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
};

type RouteText = { summary: string; description: string };

/** What a link's check answers: whose account it opens (a vendor's, or an invited admin's). */
type CheckAnswer = PasswordLinkAnswer | AdminPasswordLinkAnswer;

/** A set-password page's two routes: the link's check, and the new password that signs in. */
export type SetPasswordPage = {
  path: '/vendor/set-password' | '/admin/set-password';
  tags: string[];
  check: RouteText & {
    response: z.ZodType<CheckAnswer>;
    answer: (token: string, now: Date) => Promise<CheckAnswer>;
  };
  /** Stores the password and answers the new session's token. */
  set: RouteText & { signIn: (input: SetPasswordRequest, now: Date) => Promise<string> };
};

/**
 * Registers a set-password page's routes (the vendor's and the invited admin's, decision 040): public,
 * the link's token is the key, both throttled per address on the private-link counter.
 */
export function setPasswordPageRoutes(
  app: ModuleApp,
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  page: SetPasswordPage,
): void {
  const throttle = privateLinkThrottle(db, now);

  app.post(
    `${page.path}/check`,
    {
      ...routeOptions('public', page.tags, {
        summary: page.check.summary,
        description: page.check.description,
        body: PasswordLinkCheckSchema,
        response: { 200: page.check.response },
      }),
      ...throttle,
    },
    async (request) => page.check.answer(request.body.token, now()),
  );

  app.post(
    page.path,
    {
      ...routeOptions('public', page.tags, {
        summary: page.set.summary,
        description: page.set.description,
        body: SetPasswordSchema,
        response: { 200: SignedInAnswerSchema },
      }),
      ...throttle,
    },
    async (request) => {
      const token = await page.set.signIn(
        {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        now(),
      );
      return { success: true as const, token };
    },
  );
}
