import {
  type AdminRole,
  canVendorSignIn,
  roleMay,
  type SessionEndReason,
  type VendorStatus,
} from '@levera/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { admins, endedSessions, sessions, vendors } from '../db/schema.ts';
import { ApiError, forbidden, unauthenticated } from '../lib/api-error.ts';
import {
  type AuthRule,
  type DeclaredRoute,
  type Principal,
  type Role,
  sessionEnded,
  teamRequiresTwoFactorSql,
} from '../lib/principal.ts';
import { hashToken } from '../lib/tokens.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

type Session = Principal & {
  expiresAt: Date;
  /** The team requires two-factor and this admin has not set it up: only its own account is open. */
  mustSetUpTwoFactor: boolean;
};

/** A session that has ended, and why: told to the client as the 401's code (`SESSION_END_REASONS`). */
type EndedSession = { endedReason: SessionEndReason };

const isSession = (found: Session | EndedSession | null): found is Session =>
  found !== null && 'role' in found;

/** Whether a vendor account (as read) is no longer active: switched off or archived. */
const isSwitchedOff = (status: string, archivedAt: Date | null) =>
  !canVendorSignIn(status as VendorStatus) || archivedAt !== null;

/** Whether the vendor account is there and no longer active (switched off or archived). */
async function isVendorSwitchedOff(db: Db, vendorId: string): Promise<boolean> {
  const [vendor] = await db
    .select({ status: vendors.status, archivedAt: vendors.archivedAt })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return vendor !== undefined && isSwitchedOff(vendor.status, vendor.archivedAt);
}

/**
 * The live session of a token hash, its admin or vendor joined to it: one statement (bench/api's
 * own SQL sends this same one).
 */
export function sessionLookup(db: Db, tokenHash: string) {
  return db
    .select({
      role: sessions.role,
      id: sessions.subjectId,
      email: sessions.email,
      expiresAt: sessions.expiresAt,
      adminRole: admins.role,
      adminStatus: admins.status,
      adminHasTwoFactor: sql<boolean>`${admins.twoFactorEnabledAt} is not null`,
      teamRequiresTwoFactor: teamRequiresTwoFactorSql,
      vendorName: vendors.vendorName,
      vendorStatus: vendors.status,
      vendorArchivedAt: vendors.archivedAt,
    })
    .from(sessions)
    .leftJoin(admins, sql`${sessions.role} = 'admin' and ${admins.id} = ${sessions.subjectId}`)
    .leftJoin(vendors, sql`${sessions.role} = 'vendor' and ${vendors.id} = ${sessions.subjectId}`)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
}

/**
 * The session of a token hash; else why it ended, when that is known (a vendor that is no longer
 * active, or a session ended early: `ended_sessions`); else null. A live session is one statement,
 * its admin or vendor joined to it.
 */
async function loadSession(db: Db, tokenHash: string): Promise<Session | EndedSession | null> {
  const [session] = await sessionLookup(db, tokenHash);
  if (!session) {
    const [ended] = await db
      .select({ reason: endedSessions.reason, subjectId: endedSessions.subjectId })
      .from(endedSessions)
      .where(eq(endedSessions.tokenHash, tokenHash))
      .limit(1);
    if (!ended) return null;
    // Sessions of a vendor that was switched off end as "revoked"; what the vendor needs to hear is why.
    if (ended.subjectId && (await isVendorSwitchedOff(db, ended.subjectId)))
      return { endedReason: 'account_deactivated' };
    return { endedReason: ended.reason as SessionEndReason };
  }
  // A vendor or admin that is no longer active is signed out at once, even if a session row survived.
  if (
    session.role === 'vendor' &&
    session.vendorStatus !== null &&
    isSwitchedOff(session.vendorStatus, session.vendorArchivedAt)
  )
    return { endedReason: 'account_deactivated' };
  if (session.role === 'admin' && session.adminStatus !== 'active')
    return { endedReason: 'account_deactivated' };
  return {
    role: session.role as Role,
    id: session.id,
    email: session.email,
    tokenHash,
    expiresAt: session.expiresAt,
    adminRole: session.role === 'admin' ? (session.adminRole as AdminRole) : null,
    vendorName: session.role === 'vendor' ? (session.vendorName ?? '') : null,
    mustSetUpTwoFactor:
      session.role === 'admin' && session.teamRequiresTwoFactor && !session.adminHasTwoFactor,
  };
}

/** Whether a signed-in principal may call a route of this rule (not 'public'). */
function isAllowed(rule: Exclude<AuthRule, 'public'>, session: Session): boolean {
  if (rule === 'vendor') return session.role === 'vendor';
  if (session.role === 'vendor') return rule.orVendor === true;
  if (!session.adminRole || !roleMay(session.adminRole, rule.admin)) return false;
  return !session.mustSetUpTwoFactor || rule.admin === 'ownAccount';
}

/** How often a session's `last_used_at` is written at most (the own-account list shows it). */
const LAST_USED_PRECISION_MS = 60_000;

export const authPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; now: () => Date }) => {
    app.decorateRequest('principal', null);

    // Every authenticated request reads its session from the database: one primary-key lookup, so a
    // session ended anywhere (sign-out, a vendor switched off, a row deleted in psql) is refused by
    // the next request in every process. The in-memory cache it had did not pay (decision 080).

    // When each session's last use was last written (by token hash), so a busy session costs one
    // write a minute; emptied past 10,000 sessions, so a flood of tokens cannot grow it.
    const lastUseWritten = new Map<string, number>();
    function noteLastUse(request: FastifyRequest, tokenHash: string): void {
      const at = options.now();
      const written = lastUseWritten.get(tokenHash);
      if (written !== undefined && at.getTime() - written < LAST_USED_PRECISION_MS) return;
      if (lastUseWritten.size >= 10_000) lastUseWritten.clear();
      lastUseWritten.set(tokenHash, at.getTime());
      options.database.db
        .update(sessions)
        .set({ lastUsedAt: at })
        .where(eq(sessions.tokenHash, tokenHash))
        .catch((error: Error) => request.log.warn({ err: error }, "could not note a session's last use"));
    }

    /** The request's principal, or the error to answer with. */
    function authorize(
      request: FastifyRequest,
      rule: Exclude<AuthRule, 'public'>,
      session: Session | EndedSession | null,
    ): ApiError | null {
      if (!session) return unauthenticated();
      if (!isSession(session)) return sessionEnded(session.endedReason);
      // Expiry is checked on every request against the (injectable) clock, cached or not.
      if (session.expiresAt.getTime() <= options.now().getTime()) return sessionEnded('session_expired');
      request.principal = {
        role: session.role,
        id: session.id,
        email: session.email,
        tokenHash: session.tokenHash,
        adminRole: session.adminRole,
        vendorName: session.vendorName,
      };
      noteLastUse(request, session.tokenHash);
      if (isAllowed(rule, session)) return null;
      if (session.mustSetUpTwoFactor && session.role === 'admin')
        return new ApiError(403, 'two_factor_setup_required', 'twoFactorSetUpRequired');
      return forbidden();
    }

    app.decorate('apiRoutes', [] as DeclaredRoute[]);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const rule = (route.config as { auth?: AuthRule } | undefined)?.auth;
      if (!rule) throw new Error(`Route ${route.method} ${route.url} declares no auth rule`);
      if (typeof rule === 'object' && !rule.admin)
        throw new Error(`Route ${route.method} ${route.url} declares no permission for admins`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, rule });
      }
    });

    // preValidation: after the body is parsed (its `language` translates the answer) but before the
    // body is validated, so an anonymous caller learns nothing about a route's input rules.
    app.addHook('preValidation', (request, _reply, done) => {
      const rule = request.routeOptions.config.auth;
      if (!rule || rule === 'public') return done();
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return done(unauthenticated());
      loadSession(options.database.db, hashToken(token)).then(
        (session) => done(authorize(request, rule, session) ?? undefined),
        (error: Error) => done(error),
      );
    });
  },
);
