import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError } from './api-error.ts';

// Idempotent public form posts (issue 34 §7, decision 069): a client that sends the same submission
// again (its answer was lost to a reset or a time-out) with the same `Idempotency-Key` gets the first
// answer, and nothing is stored twice. The key is claimed, the submission stored and its answer kept
// in one transaction: a repeat arriving meanwhile waits at the key's row until that commits (or rolls
// back, and then it is the first), so two at once store once; a crash keeps nothing half-done.

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key holds: a repeat after it is a new submission; the retention job deletes older rows. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const IDEMPOTENCY_KEY_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000;

/**
 * The request headers of a public form post (for the route's schema, so it is validated and in the
 * OpenAPI document): the optional key, 1–100 letters, digits, `-` or `_` (a UUID fits). The other
 * headers are kept as they are.
 */
export const IdempotencyKeyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .max(100, { error: 'idempotencyKeyInvalid' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'idempotencyKeyInvalid' })
    .optional()
    .describe(
      'A key of this submission (a new UUID per submission, the same one when sending it again): a ' +
        `repeat with the same key and body within ${IDEMPOTENCY_KEY_HOURS} hours answers the first answer ` +
        'and stores nothing; the same key with another body answers 422.',
    ),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Answers `submit`'s answer with `status`, once per `Idempotency-Key` of this route: `submit` runs in
 * the transaction that claims the key (it must store through `tx`), and a repeat of the same body
 * gets the stored answer with `Idempotent-Replayed: true`. Without the header, `submit` runs as before.
 * Answers hold no personal data (a case number and a message), so they can be kept.
 */
export async function answerOnce<Answer extends object>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { status: number; now: Date; submit: (tx: Db) => Promise<Answer> },
): Promise<FastifyReply> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return reply.status(options.status).send(await options.submit(db));
  // Scoped to the route: the same key on another form is another submission.
  const keyHash = sha256(`${request.routeOptions.url}\n${key}`);
  const requestHash = sha256(JSON.stringify(request.body));
  const row = { keyHash, requestHash, statusCode: options.status, createdAt: options.now };
  const expiredBefore = new Date(options.now.getTime() - IDEMPOTENCY_KEY_MS);

  const outcome = await db.transaction(async (tx) => {
    // A key past its 24 hours is taken over as new.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...row, answer: {} })
      .onConflictDoUpdate({
        target: idempotencyKeys.keyHash,
        set: { ...row, answer: {} },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ keyHash: idempotencyKeys.keyHash });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash));
      return { first };
    }
    const answer = await options.submit(tx);
    await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.keyHash, keyHash));
    return { answer };
  });

  if (!('first' in outcome)) return reply.status(options.status).send(outcome.answer);
  const { first } = outcome;
  // Deleted by the retention job between the two statements: the key is free again.
  if (!first) return answerOnce(db, request, reply, options);
  if (first.requestHash !== requestHash) {
    throw new ApiError(422, 'idempotency_key_reused', 'idempotencyKeyReused');
  }
  return reply.header('idempotent-replayed', 'true').status(first.statusCode).send(first.answer);
}

/** Deletes the keys past their 24 hours (the daily retention job); answers how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_MS)))
    .returning({ keyHash: idempotencyKeys.keyHash });
  return deleted.length;
}
