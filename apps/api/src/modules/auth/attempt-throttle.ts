import { LOGIN_FAILURE_WINDOW_MS } from '@levera/domain';
import type { preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hitRateLimits, knownBlockSeconds, releaseRateLimits, rememberBlock } from '../../lib/rate-limit.ts';

// Throttling of guesses, written once (issue 38 §5): the sign-in (its password and its code) and the
// routes a private link opens (set-password links of vendors and admins, decision 040; support case
// links, decision 076) reserve an attempt on counters in rate_limits before anything is checked
// (decision 009), and answer 429 with Retry-After while a counter is over its limit.

/** What is being guessed: each answers its own 429 (code and message). */
type Guessed = 'signIn' | 'privateLink';

const TOO_MANY = {
  signIn: { code: 'too_many_login_attempts', message: 'tooManyLoginAttempts' },
  privateLink: { code: 'too_many_attempts', message: 'tooManyPasswordLinkAttempts' },
} as const;

function tooManyAttempts(guessed: Guessed, retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    TOO_MANY[guessed].code,
    TOO_MANY[guessed].message,
    { minutes: Math.ceil(retryAfterSeconds / 60) },
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Reserves one attempt on each counter (its key → its limit in the sign-in window) in one statement,
 * so parallel attempts cannot all slip under the limit. Over a limit: 429, and this process answers
 * further attempts on that counter from memory until the window ends.
 */
export async function reserveAttempts(
  db: Db,
  guessed: Guessed,
  limits: Record<string, number>,
  now: Date,
): Promise<void> {
  const keys = Object.keys(limits);
  const known = knownBlockSeconds(db, keys, now);
  if (known > 0) throw tooManyAttempts(guessed, known);
  const hits = await hitRateLimits(db, keys, LOGIN_FAILURE_WINDOW_MS, now);
  const over = hits.filter((hit) => hit.count > limits[hit.key]!);
  if (over.length === 0) return;
  for (const hit of over) rememberBlock(db, hit.key, hit.retryAfterSeconds, now);
  throw tooManyAttempts(guessed, Math.max(...over.map((hit) => hit.retryAfterSeconds)));
}

/** The 429 for a counter this process already knows to be over its limit (nothing is read). */
export function knownBlock(db: Db, guessed: Guessed, key: string, now: Date): ApiError | undefined {
  const known = knownBlockSeconds(db, [key], now);
  return known > 0 ? tooManyAttempts(guessed, known) : undefined;
}

/** How long a request from an address known to be over its limit waits for its 429 (decision 009). */
const KNOWN_BLOCK_PAUSE_MS = 1000;

/**
 * A throttled route's preValidation: an address this process already knows to be over its limit is
 * answered with `blockOf`'s 429 after a pause. A client that waits for each answer (most scripts
 * do) then sends one guess per connection a second, and the CPU stays free for real requests.
 */
export function pauseKnownBlock(
  blockOf: (ip: string, now: Date) => ApiError | undefined,
  now: () => Date,
): preValidationHookHandler {
  return (request, _reply, done) => {
    const blocked = blockOf(request.ip, now());
    if (!blocked) return done();
    setTimeout(() => done(blocked), KNOWN_BLOCK_PAUSE_MS);
  };
}

// ---------------------------------------------------------------- private links

/** Attempts per address and 15 minutes on the routes a private link opens (all of them together). */
export const PRIVATE_LINK_MAX_ATTEMPTS = 20;
const privateLinkKey = (ip: string) => `set-password:${ip}`;

/**
 * Reserves one attempt of this address before any token is looked up, as the sign-in does: over the
 * limit, 429 with Retry-After, remembered in memory until the window ends.
 */
export function reservePrivateLinkAttempt(db: Db, ip: string, now: Date): Promise<void> {
  return reserveAttempts(db, 'privateLink', { [privateLinkKey(ip)]: PRIVATE_LINK_MAX_ATTEMPTS }, now);
}

/** The link worked: the address gets its attempt back (a shared office address never adds up). */
export async function releasePrivateLinkAttempt(db: Db, ip: string): Promise<void> {
  await releaseRateLimits(db, { reset: [], release: [privateLinkKey(ip)] });
}

/**
 * The hooks of a route a private link opens, to spread into its options: a known block is answered
 * after a pause before validation, and a valid request reserves its attempt before its handler looks
 * the token up.
 */
export function privateLinkThrottle(
  db: Db,
  now: () => Date,
): { preValidation: preValidationHookHandler; preHandler: preHandlerHookHandler } {
  return {
    preValidation: pauseKnownBlock((ip, at) => knownBlock(db, 'privateLink', privateLinkKey(ip), at), now),
    preHandler: async (request) => {
      await reservePrivateLinkAttempt(db, request.ip, now());
    },
  };
}
