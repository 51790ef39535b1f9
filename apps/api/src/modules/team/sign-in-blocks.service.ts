import { createHash } from 'node:crypto';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  type SignInBlock,
  type SignInBlocksAnswer,
} from '@levera/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { maskEmail, recordAudit } from '../../lib/audit.ts';
import { notifyLiftedBlocks } from '../../lib/rate-limit.ts';
import { SIGN_IN_COUNTER_PREFIX } from '../auth/auth.service.ts';

// Sign-in blocks an owner can see and lift (issue 33 §6). A block is a sign-in counter of
// rate_limits (modules/auth/auth.service.ts) that has reached its limit within its window: one
// e-mail from one address (`login:<role>:<email>:<ip>`, LOGIN_MAX_FAILURES) or one address across
// e-mails (`login-address:<ip>`, LOGIN_MAX_FAILURES_PER_ADDRESS), or one admin's wrong two-factor
// codes (`login-code:<admin id>`, LOGIN_MAX_FAILURES; modules/two-factor). Reaching the limit already blocks:
// the next attempt is the one over it. Lifting deletes the counter and tells every process to forget
// the blocks it answers from memory (lib/rate-limit.ts).

const { account: ACCOUNT_PREFIX, address: ADDRESS_PREFIX, code: CODE_PREFIX } = SIGN_IN_COUNTER_PREFIX;

/** The block's id in the address of its lift: the key's hash, so no e-mail is in a URL. */
const blockIdOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** What a counter's key says: whose sign-in, from which address. Null for a key of another kind. */
function describe({
  key,
  code_admin_email,
}: BlockRow): Omit<SignInBlock, 'id' | 'failures' | 'until'> | null {
  if (key.startsWith(CODE_PREFIX)) {
    if (!code_admin_email) return null;
    return { kind: 'twoFactorCode', accountRole: 'admin', email: code_admin_email, ipAddress: null };
  }
  if (key.startsWith(ADDRESS_PREFIX)) {
    return { kind: 'address', accountRole: null, email: null, ipAddress: key.slice(ADDRESS_PREFIX.length) };
  }
  if (!key.startsWith(ACCOUNT_PREFIX)) return null;
  // `login:<role>:<email>:<ip>`: an e-mail has no colon (emailField), an IPv6 address may have several.
  const [role, email, ...address] = key.slice(ACCOUNT_PREFIX.length).split(':');
  if ((role !== 'admin' && role !== 'vendor') || !email || address.length === 0) return null;
  return { kind: 'account', accountRole: role, email, ipAddress: address.join(':') };
}

type BlockRow = { key: string; count: number; reset_at: string | Date; code_admin_email: string | null };

async function currentBlockRows(db: Db, now: Date): Promise<BlockRow[]> {
  const result = await db.execute(sql`
    select key, count, reset_at, admins.email as code_admin_email from rate_limits
    left join admins on rate_limits.key = ${CODE_PREFIX} || admins.id::text
    where reset_at > ${now.toISOString()}::timestamptz
      and ((key like ${`${ACCOUNT_PREFIX}%`} and count >= ${LOGIN_MAX_FAILURES})
        or (key like ${`${CODE_PREFIX}%`} and count >= ${LOGIN_MAX_FAILURES})
        or (key like ${`${ADDRESS_PREFIX}%`} and count >= ${LOGIN_MAX_FAILURES_PER_ADDRESS}))
    order by reset_at desc, key`);
  return rowsOf<BlockRow>(result);
}

/** GET /admins/sign-in-blocks: every current block, the one ending last first. */
export async function listSignInBlocks(db: Db, now: Date): Promise<SignInBlocksAnswer> {
  const data: SignInBlock[] = [];
  for (const row of await currentBlockRows(db, now)) {
    const described = describe(row);
    if (!described) continue;
    data.push({
      id: blockIdOf(row.key),
      ...described,
      failures: Number(row.count),
      until: new Date(row.reset_at).toISOString(),
    });
  }
  return { data };
}

/**
 * DELETE /admins/sign-in-blocks/{id}: the block's counter is deleted and every process forgets the
 * blocks it knew, in one transaction; audited with the e-mail masked. 404 when no current block has
 * this id (ended meanwhile, or lifted by someone else).
 */
export async function liftSignInBlock(db: Db, id: string, actorId: string, now: Date): Promise<void> {
  const row = (await currentBlockRows(db, now)).find((candidate) => blockIdOf(candidate.key) === id);
  const described = row && describe(row);
  if (!row || !described) throw new ApiError(404, 'not_found', 'signInBlockNotFound');
  await db.transaction(async (tx) => {
    const deleted = await tx.execute(sql`delete from rate_limits where key = ${row.key} returning key`);
    if (rowsOf(deleted).length === 0) throw new ApiError(404, 'not_found', 'signInBlockNotFound');
    await tx.execute(notifyLiftedBlocks());
    await recordAudit(tx, {
      actor: { role: 'admin', id: actorId },
      entity: 'team',
      entityId: id,
      action: 'liftSignInBlock',
      details: {
        kind: described.kind,
        accountRole: described.accountRole,
        email: described.email ? maskEmail(described.email) : null,
      },
      at: now,
    });
  });
}
