import { randomBytes } from 'node:crypto';
import { ADMIN_ROLES, type AdminRole } from '@levera/domain';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { and, eq } from 'drizzle-orm';
import { auditLog, rateLimits, supportQueries, vendors } from '../db/schema.ts';
import type { DeclaredRoute } from '../lib/principal.ts';
import { hashPassword } from '../lib/passwords.ts';
import { upsertAdmin } from '../seed/bootstrap.ts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { SmtpInbox } from './smtp-inbox.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// Accounts and signed-in tokens for API tests. Each call makes a new, unique account.
export const TEST_PASSWORD = 'correct horse battery';

const unique = () => randomBytes(4).toString('hex');

/** The audit entries of one entity (`offer`, `vendor`, `partnerApplication`…), oldest first. */
export function auditEntriesOf(db: Db, entity: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

/** An admin of the team; an owner unless another role is asked for (issue 33). */
export async function createAdmin(
  db: Db,
  email = `admin-${unique()}@levera.test`,
  role: AdminRole = 'owner',
) {
  const admin = await upsertAdmin(db, email, TEST_PASSWORD, { name: 'Test Admin', role });
  return { ...admin, password: TEST_PASSWORD };
}

export async function createVendor(
  db: Db,
  options: { email?: string; vendorName?: string; status?: 'active' | 'inactive' | 'suspended' } = {},
) {
  const email = options.email ?? `vendor-${unique()}@levera.test`;
  const [vendor] = await db
    .insert(vendors)
    .values({
      vendorName: options.vendorName ?? `Test Vendor ${unique()}`,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      status: options.status ?? 'active',
    })
    .returning();
  return { ...vendor!, password: TEST_PASSWORD };
}

export async function signIn(
  app: App,
  role: 'admin' | 'vendor',
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await call(app, `/api/${role}/login`, { method: 'POST', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.raw}`);
  return response.body.token as string;
}

/** A new admin of the team (an owner unless another role is asked for), signed in. */
export async function signedInAdmin(t: TestApp, role: AdminRole = 'owner') {
  const admin = await createAdmin(t.database.db, undefined, role);
  return { id: admin.id, email: admin.email, token: await signIn(t.app, 'admin', admin.email) };
}

export type SignedInAccounts = Awaited<ReturnType<typeof signedInAccounts>>;

/** A signed-in admin, and two signed-in vendors (the second one for "not your object" checks). */
export async function signedInAccounts(app: App, db: Db) {
  const admin = await createAdmin(db);
  const vendor = await createVendor(db);
  const otherVendor = await createVendor(db);
  return {
    admin: { ...admin, token: await signIn(app, 'admin', admin.email) },
    vendor: { ...vendor, token: await signIn(app, 'vendor', vendor.email) },
    otherVendor: { ...otherVendor, token: await signIn(app, 'vendor', otherVendor.email) },
  };
}

type Answer = Awaited<ReturnType<typeof call>>;

/** Expects `status` (showing the raw body when it is another) and a body equal to `body`, or matching it. */
function expectAnswer(
  answer: Answer,
  status: number,
  body: Record<string, unknown>,
  match: 'equal' | 'match',
) {
  expect(answer.status, answer.raw).toBe(status);
  if (match === 'equal') expect(answer.body).toEqual(body);
  else expect(answer.body).toMatchObject(body);
}

/** Expects an error answer of the API: `status`, and a body of `expected` (error, code…) with the request's id. */
export const expectError = (
  answer: Answer,
  status: number,
  expected: { error: unknown; code: string; data?: unknown },
) => expectAnswer(answer, status, { ...expected, requestId: expect.any(String) }, 'equal');

/** Expects the 400 of a request that fails validation, with exactly these messages by field. */
export function expectFieldErrors(answer: Answer, fields: Record<string, unknown>) {
  expect(answer.status, answer.raw).toBe(400);
  expect(answer.body.fields).toEqual(fields);
}

/** Expects a success answer: `status`, and a body of `success: true`, `message` and `rest`. */
const successAnswer =
  (match: 'equal' | 'match') =>
  (answer: Answer, status: number, message: string, rest: Record<string, unknown> = {}) =>
    expectAnswer(answer, status, { success: true, message, ...rest }, match);

/** Expects a success answer of `status` whose body is `success: true`, `message` and `rest`, nothing more. */
export const expectSuccess = successAnswer('equal');

/** `expectSuccess` for a body that may hold more than `rest` says (matched as `toMatchObject` does). */
export const expectSuccessLike = successAnswer('match');

/** Expects the 429 of a public form past its limit, in Swedish, with a Retry-After of 1 to 60 seconds. */
export function expectFormRateLimitedInSwedish(answer: Answer) {
  expectError(answer, 429, { error: 'För många förfrågningar. Försök igen senare.', code: 'rate_limited' });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/**
 * Two actions sent together on one item (decision 011): exactly one succeeds and the other answers
 * 409. Answers both, so the test can check what each says.
 */
export function oneWinner(answers: Answer[]): { winner: Answer; loser: Answer } {
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  return {
    winner: answers.find((answer) => answer.status === 200)!,
    loser: answers.find((answer) => answer.status === 409)!,
  };
}

/**
 * Expects the 409 of an action based on a status the item no longer has (decision 011), in English,
 * with the current item (matched as `toMatchObject` does).
 */
export function expectStale(answer: Answer, current: Record<string, unknown>) {
  expect(answer.status, answer.raw).toBe(409);
  expect(answer.body).toMatchObject({
    error: 'This item was changed by someone else. The latest version is shown.',
    code: 'stale_status',
    data: current,
  });
}

/** The Swedish 409 of an action based on a status the item no longer has, with the current item. */
export const staleAnswerInSwedish = (current: unknown) => ({
  error: 'Någon annan har ändrat det här under tiden. Du ser nu den senaste versionen.',
  code: 'stale_status',
  data: current,
  requestId: expect.any(String),
});

/**
 * Settings for a test app whose clock (`now`) is years ahead of the database's, which writes an
 * outbox row's `created_at`: keep the rows, so that the outbox retention (decision 054) deletes none.
 */
export const KEEP_OUTBOX_ROWS = {
  MAIL_OUTBOX_RETENTION_DAYS: '3650',
  MAIL_OUTBOX_FAILED_RETENTION_DAYS: '3650',
};

/** Where a test app says it is served (PUBLIC_URL): the start of the links in its e-mails. */
export const TEST_ORIGIN = 'http://levera.test';

/**
 * Settings of a test app served at TEST_ORIGIN behind a "proxy" on 127.0.0.1: each call may say the
 * address it comes from (`newAddresses`), so that a throttle counts only the calls of its own test.
 */
export const BEHIND_PROXY = { PUBLIC_URL: TEST_ORIGIN, TRUST_PROXY: '127.0.0.1' };

/** A new address in `network` (such as `10.7`) at each call, as the header of a call behind BEHIND_PROXY. */
export function newAddresses(network: string): () => { 'x-forwarded-for': string } {
  let address = 1;
  return () => ({ 'x-forwarded-for': `${network}.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
}

/** What a test app is made with: settings, the clock, and a local SMTP server for its e-mail. */
export type TestAppOptions = {
  env?: Record<string, string>;
  now?: Date;
  /** Started before the app (which sends its e-mail there: SMTP_URL) and stopped after it. */
  inbox?: SmtpInbox;
};

/**
 * A fresh app for the tests of one file or `describe` block: made before they run (on the clock set
 * to `now`, if given) and closed after them. `ready` hands it to the test's own variable.
 */
export function useTestApp(ready: (t: TestApp) => void | Promise<void>, options: TestAppOptions = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    await options.inbox?.start();
    t = await createTestApp({
      env: { ...(options.inbox && { SMTP_URL: options.inbox.url }), ...options.env },
    });
    if (options.now) t.setNow(options.now);
    await ready(t);
  });
  afterAll(async () => {
    await t?.close();
    await options.inbox?.stop();
  });
}

/** `useTestApp` with signed-in accounts (made at `now`, if given, so the sessions start then). */
export function setUpTestApp(
  ready: (made: { t: TestApp; accounts: SignedInAccounts }) => void | Promise<void>,
  options: TestAppOptions = {},
): void {
  useTestApp(async (t) => {
    await ready({ t, accounts: await signedInAccounts(t.app, t.database.db) });
  }, options);
}

/**
 * `useTestApp` for a file or `describe` block that keeps its app in a constant: the object answered
 * is empty until the block's tests start, and is the app (its fields copied in) from then on.
 */
export function freshTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  useTestApp((made) => {
    Object.assign(t, made);
  }, options);
  return t;
}

/**
 * `freshTestApp` whose public forms take `limit` posts per address, the quota emptied before each test:
 * each test starts with a fresh one, and a rate-limit test uses up its own.
 */
export function rateLimitedTestApp(limit: number): TestApp {
  const t = freshTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: String(limit) } });
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });
  return t;
}

/** `setUpTestApp` kept in constants the same way as `freshTestApp`: the app and its signed-in accounts. */
export function signedInTestApp(options: TestAppOptions = {}): { t: TestApp; accounts: SignedInAccounts } {
  const made = { t: {} as TestApp, accounts: {} as SignedInAccounts };
  setUpTestApp(({ t, accounts }) => {
    Object.assign(made.t, t);
    Object.assign(made.accounts, accounts);
  }, options);
  return made;
}

/** A valid body of POST /api/offers: a free-delivery week in June 2030, active. */
export const validOffer = {
  titleSv: 'Fri leverans i en vecka',
  titleEn: 'Free delivery week',
  descriptionSv: 'Nya kunder får fri leverans en hel vecka.',
  descriptionEn: 'New customers get free delivery for a whole week.',
  discountType: 'delivery',
  discountValue: '',
  startDate: '2030-06-01',
  endDate: '2030-06-30',
  active: true,
};

/**
 * Who calls: nobody, a vendor, or an admin of one role (`admin` in a test's accounts is an owner;
 * `teamAccounts` signs in one admin of each role).
 */
export type Caller = 'anonymous' | 'vendor' | AdminRole;

/** One signed-in admin of each role of the team (issue 33): for the checks that walk every role. */
export async function teamAccounts(app: App, db: Db): Promise<Record<AdminRole, string>> {
  const tokens = {} as Record<AdminRole, string>;
  for (const role of ADMIN_ROLES) {
    const admin = await createAdmin(db, `${role}-${unique()}@levera.test`, role);
    tokens[role] = await signIn(app, 'admin', admin.email);
  }
  return tokens;
}
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every /api route the app declares (but those `skip` names) called as each caller, for checks that
 * must hold on every route, new ones included: a UUID in every path parameter, `{language: 'en'}` as
 * the body where the method has one.
 */
export async function callEveryRoute(
  app: App,
  tokens: Partial<Record<Exclude<Caller, 'anonymous'>, string>>,
  skip: (route: DeclaredRoute) => boolean,
): Promise<{ route: DeclaredRoute; caller: Caller; response: Answer }[]> {
  const answers = [];
  const callers = ['anonymous', ...Object.keys(tokens)] as Caller[];
  for (const route of app.apiRoutes) {
    if (skip(route)) continue;
    const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace('/*', '/x');
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    for (const caller of callers) {
      const response = await call(app, url, {
        method: route.method as 'GET',
        token: caller === 'anonymous' ? undefined : tokens[caller],
        body: hasBody ? { language: 'en' } : undefined,
      });
      answers.push({ route, caller, response });
    }
  }
  return answers;
}

/** A contact query as the contact form stores it, for tests that write rows directly. */
export const contactQueryValues = (
  caseNumber: string,
  values: Partial<typeof supportQueries.$inferInsert> = {},
): typeof supportQueries.$inferInsert => ({
  caseNumber,
  type: 'customer',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara.nilsson@example.com',
  subject: 'inquiries',
  message: 'Where is my order? It was due an hour ago.',
  ...values,
});

let storedQueries = 0;

/** A contact query written directly as the contact form stores it, with a case number of its own. */
export async function insertContactQuery(db: Db, values: Partial<typeof supportQueries.$inferInsert> = {}) {
  storedQueries += 1;
  const caseNumber = `Q-2030-${String(700000 + storedQueries).padStart(6, '0')}`;
  const [row] = await db.insert(supportQueries).values(contactQueryValues(caseNumber, values)).returning();
  return row!;
}
