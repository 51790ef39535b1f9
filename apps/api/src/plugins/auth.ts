import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sessions, vendors } from '../db/schema.ts';
import { forbidden, unauthenticated } from '../lib/api-error.ts';
import { hashToken } from '../lib/tokens.ts';

export type Role = 'admin' | 'vendor';
export type Principal = { role: Role; id: string; email: string; tokenHash: string };

/**
 * Who may call a route. Every /api route must declare one (checked when the route is added), so a
 * forgotten rule fails at start-up instead of leaving a route open: deny by default.
 */
export type AuthRule = 'public' | 'admin' | 'vendor' | 'admin-or-vendor';

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

/** The signed-in principal of a route that requires one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export async function findPrincipal(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<Principal | null> {
  const tokenHash = hashToken(token);
  const [session] = await db
    .select({ role: sessions.role, id: sessions.subjectId, email: sessions.email })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!session) return null;
  if (session.role === 'vendor') {
    // A vendor that is no longer active is signed out at once, even if a session row survived.
    const [vendor] = await db
      .select({ status: vendors.status })
      .from(vendors)
      .where(eq(vendors.id, session.id))
      .limit(1);
    if (vendor?.status !== 'active') return null;
  }
  return { role: session.role as Role, id: session.id, email: session.email, tokenHash };
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; now: () => Date }) => {
  app.decorateRequest('principal', null);

  app.decorate('apiRoutes', [] as DeclaredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const rule = (route.config as { auth?: AuthRule } | undefined)?.auth;
    if (!rule) throw new Error(`Route ${route.method} ${route.url} declares no auth rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, rule });
    }
  });

  // preValidation: after the body is parsed (its `language` translates the answer) but before the
  // body is validated, so an anonymous caller learns nothing about a route's input rules.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.auth;
    if (!rule || rule === 'public') return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const principal = match ? await findPrincipal(options.db, match[1]!, options.now()) : null;
    if (!principal) throw unauthenticated();
    request.principal = principal;
    const allowed = rule === 'admin-or-vendor' || rule === principal.role;
    if (!allowed) throw forbidden();
  });
});
