import { randomBytes } from 'node:crypto';
import { QUERY_STATUSES, type QueryStatus, QUERY_STATUS_TRANSITIONS } from '@levera/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, queryStatusChanges, supportQueries } from '../../db/schema.ts';
import {
  auditEntriesOf,
  expectError,
  expectFieldErrors,
  expectStale,
  expectSuccessLike,
  insertContactQuery,
  oneWinner,
  signedInAccounts,
  signedInTestApp,
  staleAnswerInSwedish,
} from '../../test/fixtures.ts';
import {
  contactQuery,
  itRefusesEachValue,
  NOT_AN_OPTION,
  raiseVendorQuery,
  type RefusedValue,
  sendContactQuery,
} from '../../test/forms.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { effectiveChanges } from './support-queries.service.ts';

// Issue 6 through HTTP: the admin's query list (filters, search, tabs, paging), every status
// transition, the revert rule, read, response, and the vendor's own queries with their messages.

const unique = () => randomBytes(3).toString('hex');
const _sequence = 0;

/** A contact query stored as the contact form stores it (issue 4's module), unless overridden. */
const insertQuery = (t: TestApp, values: Partial<typeof supportQueries.$inferInsert> = {}) =>
  insertContactQuery(t.database.db, values);

const validVendorQuery = {
  subject: 'Payout is missing',
  category: 'payment',
  message: 'Our payout for last month has not arrived in our bank account yet.',
};

function setStatus(t: TestApp, token: string, id: string, body: Record<string, unknown>) {
  return call(t.app, `/api/queries/${id}/status`, { method: 'PATCH', token, body });
}

async function historyOf(t: TestApp, id: string) {
  return t.database.db
    .select()
    .from(queryStatusChanges)
    .where(eq(queryStatusChanges.queryId, id))
    .orderBy(asc(queryStatusChanges.id));
}

describe('effectiveChanges', () => {
  it('drops the change each revert undid, so repeated reverts walk back', () => {
    expect(
      effectiveChanges([
        { from: 'created', to: 'inProgress', isRevert: false },
        { from: 'inProgress', to: 'resolved', isRevert: false },
        { from: 'resolved', to: 'inProgress', isRevert: true },
      ]),
    ).toEqual([{ from: 'created', to: 'inProgress' }]);
    expect(effectiveChanges([])).toEqual([]);
  });
});

describe('GET /api/queries (admin list)', () => {
  const { t, accounts } = signedInTestApp();

  const list = (query: Record<string, string> = {}) =>
    call(t.app, '/api/queries', { token: accounts.admin.token, query });

  it('lists a contact query from the public form and a vendor query together, newest first, unread', async () => {
    const contact = await sendContactQuery(
      t,
      contactQuery({
        requesterType: 'driver',
        firstName: 'Ahmed',
        lastName: 'Yusuf',
        email: 'ahmed@example.se',
        phoneNumber: '0739876543',
        subject: 'inquiries',
        message: 'When are payouts made?',
      }),
    );
    const raised = await raiseVendorQuery(t, accounts.vendor.token, validVendorQuery);

    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.data.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      raised.body.caseNumber,
      contact.caseNumber,
    ]);
    const [vendorRow, contactRow] = response.body.data;
    expect(vendorRow).toMatchObject({
      type: 'vendor',
      vendorId: accounts.vendor.id,
      firstName: accounts.vendor.vendorName,
      email: accounts.vendor.email,
      subject: validVendorQuery.subject,
      category: 'payment',
      status: 'created',
      isRead: false,
      response: null,
      nextStatuses: ['inProgress', 'resolved', 'closed'],
      revertTarget: null,
    });
    expect(contactRow).toMatchObject({
      type: 'driver',
      firstName: 'Ahmed',
      phone: '+46739876543',
      status: 'created',
      isRead: false,
    });
    expect(response.body.counts).toEqual({ all: 2, customer: 0, driver: 1, store: 0, vendor: 1 });
  });

  it('filters by each tab and by status, with counts per tab for the other filters', async () => {
    await insertQuery(t, { type: 'customer', status: 'resolved' });
    await insertQuery(t, { type: 'store', status: 'created' });
    await insertQuery(t, { type: 'store', status: 'closed' });

    const all = await list();
    expect(all.body.counts).toEqual({ all: 5, customer: 1, driver: 1, store: 2, vendor: 1 });
    for (const type of ['customer', 'driver', 'store', 'vendor']) {
      const tab = await list({ type });
      expect(tab.status).toBe(200);
      expect(tab.body.total).toBe(all.body.counts[type]);
      expect(tab.body.data.every((row: { type: string }) => row.type === type)).toBe(true);
      expect(tab.body.counts).toEqual(all.body.counts);
    }

    const created = await list({ status: 'created' });
    expect(created.body.total).toBe(3);
    expect(created.body.data.every((row: { status: string }) => row.status === 'created')).toBe(true);
    expect(created.body.counts).toEqual({ all: 3, customer: 0, driver: 1, store: 1, vendor: 1 });

    const storeClosed = await list({ type: 'store', status: 'closed' });
    expect(storeClosed.body.total).toBe(1);
    // 'All' is a blank filter.
    expect((await list({ type: '', status: '' })).body.total).toBe(5);
  });

  it('rejects unknown filters with a translated field message', async () => {
    const response = await list({ type: 'rider', language: 'sv' });
    expectFieldErrors(response, { type: 'Välj ett av de tillgängliga alternativen' });
    expect((await list({ status: 'done' })).status).toBe(400);
    expect((await list({ page: '0' })).status).toBe(400);
  });
});

describe('GET /api/queries search and paging', () => {
  const { t, accounts } = signedInTestApp();

  const list = (query: Record<string, string> = {}) =>
    call(t.app, '/api/queries', { token: accounts.admin.token, query });

  it('searches case number, names, e-mail, subject and message, ignoring case', async () => {
    const target = await insertQuery(t, {
      caseNumber: 'Q-2025-424242',
      firstName: 'Örjan',
      lastName: 'Lindqvist',
      email: 'orjan.lindqvist@example.se',
      subject: 'couponQueries',
      message: 'My discount code SOMMAR25 was refused at checkout.',
    });
    await insertQuery(t, { message: 'Nothing to see here, just a 100% ordinary message.' });
    for (const q of [
      'q-2025-424242',
      'örjan',
      'LINDQVIST',
      'orjan.lindqvist@',
      'couponqueries',
      'sommar25',
      'Örjan Lindqvist',
    ]) {
      const response = await list({ q });
      expect(response.status, q).toBe(200);
      expect(
        response.body.data.map((row: { id: string }) => row.id),
        q,
      ).toEqual([target.id]);
      expect(response.body.total).toBe(1);
    }
    expect((await list({ q: 'no such words anywhere' })).body).toMatchObject({ data: [], total: 0 });
    // Pattern characters are taken literally.
    const percent = await list({ q: '100%' });
    expect(percent.body.total).toBe(1);
    // As a wildcard, '_' would match the '%' of "100%" (a term of fewer than three letters or
    // digits, such as '%' alone, is refused: text-search.test.ts).
    expect((await list({ q: '100_' })).body.total).toBe(0);
  });

  it('pages newest first with totals, and counts follow the search', async () => {
    const token = unique();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const row = await insertQuery(t, {
        type: i % 2 ? 'store' : 'driver',
        message: `Paging ${token} number ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 12, i)),
      });
      ids.push(row.id);
    }
    const newestFirst = [...ids].reverse();
    const first = await list({ q: token, pageSize: '10' });
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.data.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(0, 10));
    const second = await list({ q: token, pageSize: '10', page: '2' });
    expect(second.body.data.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(10, 20));
    const third = await list({ q: token, pageSize: '10', page: '3' });
    expect(third.body.data.map((row: { id: string }) => row.id)).toEqual(newestFirst.slice(20));
    expect((await list({ q: token, pageSize: '10', page: '4' })).body).toMatchObject({ data: [], total: 25 });
    expect(first.body.counts).toEqual({ all: 25, customer: 0, driver: 13, store: 12, vendor: 0 });

    const defaultPage = await list({ q: token });
    expect(defaultPage.body.pageSize).toBe(20);
    expect(defaultPage.body.data).toHaveLength(20);
    const drivers = await list({ q: token, type: 'driver', pageSize: '5', page: '3' });
    expect(drivers.body.total).toBe(13);
    expect(drivers.body.data).toHaveLength(3);
    expect((await list({ pageSize: '101' })).status).toBe(400);
  });
});

describe('PATCH /api/queries/{id}/status', () => {
  const { t, accounts } = signedInTestApp();

  const move = (id: string, body: Record<string, unknown>) => setStatus(t, accounts.admin.token, id, body);

  for (const from of QUERY_STATUSES) {
    for (const to of QUERY_STATUSES) {
      const isLegal = (QUERY_STATUS_TRANSITIONS[from] as readonly QueryStatus[]).includes(to);
      it(`${isLegal ? 'allows' : 'refuses with 409'} ${from} → ${to}`, async () => {
        const query = await insertQuery(t, { status: from });
        const response = await move(query.id, { status: to, expectedStatus: from, language: 'en' });
        const [row] = await t.database.db
          .select()
          .from(supportQueries)
          .where(eq(supportQueries.id, query.id));
        if (isLegal) {
          expectSuccessLike(response, 200, 'Query status updated', {
            data: { id: query.id, status: to, revertTarget: from },
          });
          expect(row!.status).toBe(to);
          const history = await historyOf(t, query.id);
          expect(history).toEqual([
            expect.objectContaining({
              fromStatus: from,
              toStatus: to,
              isRevert: false,
              changedBy: accounts.admin.id,
            }),
          ]);
        } else {
          expectError(response, 409, {
            error: 'This action is not allowed in the current status',
            code: 'illegal_transition',
          });
          expect(row!.status).toBe(from);
          expect(await historyOf(t, query.id)).toEqual([]);
        }
      });
    }
  }

  it('reverts to the status before the last change, step by step, and then has nothing left', async () => {
    const query = await insertQuery(t);
    const started = await move(query.id, { status: 'inProgress', expectedStatus: 'created' });
    expect(started.body.data.revertTarget).toBe('created');
    const resolved = await move(query.id, { status: 'resolved', expectedStatus: 'inProgress' });
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      revertTarget: 'inProgress',
      nextStatuses: ['closed'],
    });

    const first = await move(query.id, { action: 'revert', expectedStatus: 'resolved' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'inProgress', revertTarget: 'created' });
    const second = await move(query.id, { action: 'revert', expectedStatus: 'inProgress', language: 'sv' });
    expect(second.body).toMatchObject({
      message: 'Ärendets status har uppdaterats',
      data: { status: 'created', revertTarget: null },
    });
    const third = await move(query.id, { action: 'revert', expectedStatus: 'created', language: 'sv' });
    expectError(third, 409, {
      error: 'Det finns ingen tidigare status att återgå till',
      code: 'nothing_to_revert',
    });
    expect((await move(query.id, { action: 'revert', expectedStatus: 'created' })).body.error).toBe(
      'There is no earlier status to revert to',
    );

    const history = await historyOf(t, query.id);
    expect(history.map((change) => [change.fromStatus, change.toStatus, change.isRevert])).toEqual([
      ['created', 'inProgress', false],
      ['inProgress', 'resolved', false],
      ['resolved', 'inProgress', true],
      ['inProgress', 'created', true],
    ]);
  });

  it('reverts the latest move after an earlier revert, not the undone one', async () => {
    const query = await insertQuery(t);
    await move(query.id, { status: 'inProgress', expectedStatus: 'created' });
    await move(query.id, { action: 'revert', expectedStatus: 'inProgress' });
    await move(query.id, { status: 'closed', expectedStatus: 'created' });
    const reverted = await move(query.id, { action: 'revert', expectedStatus: 'closed' });
    expect(reverted.body.data).toMatchObject({ status: 'created', revertTarget: null });
  });

  it('can revert a closed query, and a query without history has nothing to revert', async () => {
    const query = await insertQuery(t);
    await move(query.id, { status: 'resolved', expectedStatus: 'created' });
    await move(query.id, { status: 'closed', expectedStatus: 'resolved' });
    expect((await move(query.id, { action: 'revert', expectedStatus: 'closed' })).body.data.status).toBe(
      'resolved',
    );
    const untouched = await insertQuery(t, { status: 'inProgress' });
    expect((await move(untouched.id, { action: 'revert', expectedStatus: 'inProgress' })).status).toBe(409);
  });

  it('records who changed what in the audit log', async () => {
    const query = await insertQuery(t);
    await move(query.id, { status: 'inProgress', expectedStatus: 'created' });
    await move(query.id, { action: 'revert', expectedStatus: 'inProgress' });
    const rows = await auditEntriesOf(t.database.db, 'supportQuery', query.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorRole: 'admin',
        actorId: accounts.admin.id,
        action: 'changeStatus',
        details: { from: 'created', to: 'inProgress' },
      }),
      expect.objectContaining({ action: 'revertStatus', details: { from: 'inProgress', to: 'created' } }),
    ]);
  });

  it('lets only one of two simultaneous identical moves win', async () => {
    const query = await insertQuery(t);
    const answers = await Promise.all([
      move(query.id, { status: 'resolved', expectedStatus: 'created' }),
      move(query.id, { status: 'resolved', expectedStatus: 'created' }),
    ]);
    oneWinner(answers);
    expect(await historyOf(t, query.id)).toHaveLength(1);
  });

  // Issue 14 item 6: two admins acting on one query at once must not both be told it worked.
  it('lets only one of two different moves sent together succeed; the other gets 409 and the current query', async () => {
    const query = await insertQuery(t);
    const answers = await Promise.all([
      move(query.id, { status: 'resolved', expectedStatus: 'created', language: 'sv' }),
      move(query.id, { status: 'inProgress', expectedStatus: 'created', language: 'sv' }),
    ]);
    const { winner, loser } = oneWinner(answers);
    expect(loser.body).toEqual(staleAnswerInSwedish(winner.body.data));
    const [row] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
    expect(row!.status).toBe(winner.body.data.status);
    expect(await historyOf(t, query.id)).toHaveLength(1);
  });

  it('refuses a move or a revert based on a status the query no longer has, with the current query', async () => {
    const query = await insertQuery(t);
    await move(query.id, { status: 'inProgress', expectedStatus: 'created' });
    // Another admin's screen still shows "created": closing is legal from both, but decided blind.
    const staleMove = await move(query.id, { status: 'closed', expectedStatus: 'created', language: 'en' });
    expectStale(staleMove, { id: query.id, status: 'inProgress', revertTarget: 'created' });
    await move(query.id, { status: 'resolved', expectedStatus: 'inProgress' });
    // A revert offered while the query was in progress must not undo the later "resolved".
    const staleRevert = await move(query.id, { action: 'revert', expectedStatus: 'inProgress' });
    expect(staleRevert.status).toBe(409);
    expect(staleRevert.body).toMatchObject({ code: 'stale_status', data: { status: 'resolved' } });
    const [row] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
    expect(row!.status).toBe('resolved');
    expect(await historyOf(t, query.id)).toHaveLength(2);
  });

  it('rejects a body with neither or both of status and action, or unknown values', async () => {
    const query = await insertQuery(t);
    for (const body of [
      {},
      { status: 'done' },
      { action: 'undo' },
      { status: 'closed', action: 'revert' },
      { status: 'closed', expectedStatus: 'archived' },
    ]) {
      const response = await move(query.id, { expectedStatus: 'created', ...body, language: 'en' });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    const missing = await move(query.id, { expectedStatus: 'created', language: 'sv' });
    expect(missing.body.fields).toEqual({ status: 'Välj en status' });
    const withoutExpected = await move(query.id, { status: 'closed', language: 'sv' });
    expectFieldErrors(withoutExpected, { expectedStatus: 'Välj en status' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await move(id, { status: 'closed', expectedStatus: 'created', language: 'en' });
      expectError(response, 404, {
        error: 'Query not found',
        code: 'not_found',
      });
    }
  });
});

describe('PATCH /api/queries/{id}/read and PUT /api/queries/{id}/response', () => {
  const { t, accounts } = signedInTestApp();

  it('marks a query as read once, keeping who read it first, and can mark it unread again', async () => {
    const query = await insertQuery(t);
    const read = await call(t.app, `/api/queries/${query.id}/read`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { read: true, language: 'sv' },
    });
    expectSuccessLike(read, 200, 'Ärendet har markerats som läst', {
      data: { isRead: true },
    });
    const [stored] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
    expect(stored).toMatchObject({ isRead: true, readBy: accounts.admin.id });
    expect(stored!.readAt).toBeInstanceOf(Date);

    // The client sends only the language for a bodyless PATCH (SPEC §7): read defaults to true.
    const again = await call(t.app, `/api/queries/${query.id}/read`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { language: 'en' },
    });
    expect(again.body.message).toBe('Query marked as read');
    const [unchanged] = await t.database.db
      .select()
      .from(supportQueries)
      .where(eq(supportQueries.id, query.id));
    expect(unchanged!.readAt).toEqual(stored!.readAt);

    const unread = await call(t.app, `/api/queries/${query.id}/read`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { read: false },
    });
    expect(unread.body.data).toMatchObject({ isRead: false, readAt: null });
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, query.id))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual(['markRead', 'markUnread']);

    const invalid = await call(t.app, `/api/queries/${query.id}/read`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { read: 'yes' },
    });
    expect(invalid.status).toBe(400);
    const unknown = await call(t.app, '/api/queries/00000000-0000-4000-8000-000000000000/read', {
      method: 'PATCH',
      token: accounts.admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps a query unread when its audit row cannot be written: the flag and the audit change together', async () => {
    const query = await insertQuery(t);
    // The audit row of "mark read" fails, as a full disk or a lost connection would fail it.
    await t.database.db.execute(sql`
      create function refuse_mark_read() returns trigger language plpgsql as $$
      begin
        if new.action = 'markRead' then raise exception 'audit refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_mark_read before insert on audit_log for each row execute function refuse_mark_read()`,
    );
    try {
      const read = await call(t.app, `/api/queries/${query.id}/read`, {
        method: 'PATCH',
        token: accounts.admin.token,
        body: { read: true },
      });
      expect(read.status).toBe(500);
      const [stored] = await t.database.db
        .select()
        .from(supportQueries)
        .where(eq(supportQueries.id, query.id));
      expect(stored).toMatchObject({ isRead: false, readAt: null, readBy: null });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_mark_read on audit_log`);
      await t.database.db.execute(sql`drop function refuse_mark_read()`);
    }
  });

  it('stores a response to a vendor query, which the vendor then sees, and marks it read', async () => {
    const raised = await raiseVendorQuery(t, accounts.vendor.token, validVendorQuery);
    const id = raised.body.data.id as string;
    const answer = await call(t.app, `/api/queries/${id}/response`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { response: '  The payout was sent on Monday.  ', language: 'en' },
    });
    expectSuccessLike(answer, 200, 'Response saved', {
      data: { id, response: 'The payout was sent on Monday.', isRead: true },
    });
    const [stored] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, id));
    expect(stored).toMatchObject({ respondedBy: accounts.admin.id, readBy: accounts.admin.id });
    expect(stored!.respondedAt).toBeInstanceOf(Date);

    const own = await call(t.app, '/api/vendor/queries', { token: accounts.vendor.token });
    expect(own.body.data[0]).toMatchObject({
      id,
      response: 'The payout was sent on Monday.',
      status: 'pending',
    });
    expect(own.body.data[0].respondedAt).toEqual(expect.any(String));

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'respond']);
  });

  it('refuses a response to a contact query, and an empty or too long response', async () => {
    const contact = await insertQuery(t);
    const refused = await call(t.app, `/api/queries/${contact.id}/response`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { response: 'We will call you.' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_a_vendor_query');

    const vendorQuery = await insertQuery(t, { type: 'vendor', vendorId: accounts.vendor.id });
    for (const [language, text] of [
      ['en', 'Please write a response'],
      ['sv', 'Skriv ett svar'],
    ] as const) {
      const blank = await call(t.app, `/api/queries/${vendorQuery.id}/response`, {
        method: 'PUT',
        token: accounts.admin.token,
        body: { response: '   ', language },
      });
      expectFieldErrors(blank, { response: text });
    }
    const long = await call(t.app, `/api/queries/${vendorQuery.id}/response`, {
      method: 'PUT',
      token: accounts.admin.token,
      body: { response: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
  });

  it('keeps vendors away from the admin endpoints, including for their own queries', async () => {
    const own = await insertQuery(t, { type: 'vendor', vendorId: accounts.vendor.id });
    const token = accounts.vendor.token;
    expect((await call(t.app, '/api/queries', { token })).status).toBe(403);
    expect((await setStatus(t, token, own.id, { status: 'closed', expectedStatus: 'created' })).status).toBe(
      403,
    );
    expect((await call(t.app, `/api/queries/${own.id}/read`, { method: 'PATCH', token })).status).toBe(403);
    const answer = await call(t.app, `/api/queries/${own.id}/response`, {
      method: 'PUT',
      token,
      body: { response: 'Answering myself' },
    });
    expect(answer.status).toBe(403);
    const [row] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, own.id));
    expect(row).toMatchObject({ status: 'created', isRead: false, response: null });
    expect((await call(t.app, '/api/queries')).status).toBe(401);
  });
});

describe('/api/vendor/queries', () => {
  const { t, accounts } = signedInTestApp();

  const raise = (body: Record<string, unknown>, token = accounts.vendor.token) =>
    call(t.app, '/api/vendor/queries', { method: 'POST', token, body });

  it('stores a query with a VQ case number, the account e-mail and name, and answers in the language', async () => {
    const response = await raise({
      ...validVendorQuery,
      subject: '  Payout is missing  ',
      email: 'spoof@example.com',
      language: 'sv',
    });
    expectSuccessLike(response, 201, 'Ditt ärende har skickats. Vår support återkommer till dig snart.', {
      caseNumber: expect.stringMatching(/^VQ-\d{4}-\d{6}$/),
      data: { subject: 'Payout is missing', category: 'payment', status: 'pending', response: null },
    });
    const [row] = await t.database.db
      .select()
      .from(supportQueries)
      .where(eq(supportQueries.caseNumber, response.body.caseNumber));
    expect(row).toMatchObject({
      type: 'vendor',
      vendorId: accounts.vendor.id,
      email: accounts.vendor.email,
      firstName: accounts.vendor.vendorName,
      status: 'created',
      isRead: false,
      language: 'sv',
    });
    const english = await raise(validVendorQuery);
    expect(english.body.message).toBe(
      'Your query has been submitted. Our support team will get back to you soon.',
    );
  });

  it('lists only the signed-in vendor’s own queries, newest first, with the status the vendor sees', async () => {
    const other = await raise(
      { ...validVendorQuery, subject: 'Other vendor query' },
      accounts.otherVendor.token,
    );
    expect(other.status).toBe(201);
    const mine = await call(t.app, '/api/vendor/queries', { token: accounts.vendor.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((row: { subject: string }) => row.subject)).not.toContain('Other vendor query');
    expect(mine.body.total).toBe(mine.body.data.length);
    const theirs = await call(t.app, '/api/vendor/queries', { token: accounts.otherVendor.token });
    expect(theirs.body.data.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      other.body.caseNumber,
    ]);

    // Statuses as the vendor sees them (DESIGN.md §5).
    const statuses: [QueryStatus, string][] = [
      ['created', 'pending'],
      ['inProgress', 'inProgress'],
      ['resolved', 'resolved'],
      ['closed', 'resolved'],
    ];
    const fresh = await signedInAccounts(t.app, t.database.db);
    for (const [index, [status]] of statuses.entries()) {
      await insertQuery(t, {
        type: 'vendor',
        vendorId: fresh.vendor.id,
        status,
        subject: `Status ${status}`,
        createdAt: new Date(Date.UTC(2025, 1, 1, 10, index)),
      });
    }
    const listed = await call(t.app, '/api/vendor/queries', { token: fresh.vendor.token });
    expect(
      listed.body.data.map((row: { subject: string; status: string }) => [row.subject, row.status]),
    ).toEqual(statuses.map(([status, seen]) => [`Status ${status}`, seen]).reverse());
    const paged = await call(t.app, '/api/vendor/queries', {
      token: fresh.vendor.token,
      query: { pageSize: '3', page: '2' },
    });
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('is for vendors only', async () => {
    expect((await call(t.app, '/api/vendor/queries')).status).toBe(401);
    expect((await call(t.app, '/api/vendor/queries', { token: accounts.admin.token })).status).toBe(403);
    expect((await raise(validVendorQuery, accounts.admin.token)).status).toBe(403);
  });

  it('accepts the boundary lengths', async () => {
    expect((await raise({ ...validVendorQuery, subject: 'abcde', message: 'x'.repeat(20) })).status).toBe(
      201,
    );
    expect(
      (await raise({ ...validVendorQuery, subject: 's'.repeat(100), message: 'm'.repeat(1000) })).status,
    ).toBe(201);
  });

  const cases: RefusedValue[] = [
    ['subject', '', { en: 'Subject is required', sv: 'Ämne krävs' }],
    [
      'subject',
      'abcd',
      { en: 'Subject must be at least 5 characters', sv: 'Ämnet måste innehålla minst 5 tecken' },
    ],
    [
      'subject',
      's'.repeat(101),
      { en: 'Subject must be at most 100 characters', sv: 'Ämnet får innehålla högst 100 tecken' },
    ],
    ['category', '', { en: 'Please select a category', sv: 'Välj en kategori' }],
    ['category', 'weather', NOT_AN_OPTION],
    ['message', '', { en: 'Message is required', sv: 'Meddelande krävs' }],
    [
      'message',
      'x'.repeat(19),
      { en: 'Message must be at least 20 characters', sv: 'Meddelandet måste innehålla minst 20 tecken' },
    ],
    [
      'message',
      'm'.repeat(1001),
      { en: 'Message must be at most 1000 characters', sv: 'Meddelandet får innehålla högst 1000 tecken' },
    ],
  ];
  itRefusesEachValue(t, supportQueries, cases, (fields) => raise({ ...validVendorQuery, ...fields }));

  it('reports every missing field at once', async () => {
    const response = await raise({ language: 'en' });
    expectFieldErrors(response, {
      subject: 'Subject is required',
      category: 'Please select a category',
      message: 'Message is required',
    });
  });
});
