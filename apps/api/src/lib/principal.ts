import type { AdminRole, Permission, SessionEndReason } from '@levera/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError, unauthenticated } from './api-error.ts';

// Who is calling: what the auth plugin (plugins/auth.ts) finds for each request, and what routes
// and modules read of it. Here, below both, so that no module imports a plugin (issue 38 §4).

export type Role = 'admin' | 'vendor';
export type Principal = {
  role: Role;
  id: string;
  email: string;
  tokenHash: string;
  /** An admin's role in the team (the permission table of the domain); null for a vendor. */
  adminRole: AdminRole | null;
  /** A vendor's business name, read with its session (a promotion's answer names it); null for an admin. */
  vendorName: string | null;
};

/**
 * Who may call a route. Every /api route must declare one (checked when the route is added), so a
 * forgotten rule fails at start-up instead of leaving a route open: deny by default. A route admins
 * may call names the permission it needs (issue 33, decision 071); `orVendor` lets any signed-in
 * vendor call it too (the route checks what the vendor owns).
 */
export type AuthRule = 'public' | 'vendor' | { admin: Permission; orVendor?: true };

/** Every /api route with its rule, for the authorization matrix test and the docs. */
export type DeclaredRoute = { method: string; url: string; rule: AuthRule };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The app_meta key of the owner's "every admin needs two-factor" setting (a JSON boolean). */
export const TWO_FACTOR_REQUIRED_KEY = 'twoFactorRequired';

/** Whether the owner requires two-factor of every admin, as a column of a query. */
export const teamRequiresTwoFactorSql = sql<boolean>`coalesce((select value = 'true'::jsonb from app_meta where key = ${TWO_FACTOR_REQUIRED_KEY}), false)`;

/** The signed-in principal of a route that requires one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

const MESSAGE_OF_REASON = {
  session_expired: 'sessionExpired',
  account_deactivated: 'accountDeactivatedSession',
  session_revoked: 'sessionRevoked',
  password_reset: 'sessionPasswordReset',
} as const;

/** The 401 of a session that has ended, with why. */
export const sessionEnded = (reason: SessionEndReason) =>
  new ApiError(401, reason, MESSAGE_OF_REASON[reason]);
