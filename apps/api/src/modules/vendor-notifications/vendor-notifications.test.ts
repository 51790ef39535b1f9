import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit.ts';
import { signedInTestApp, signIn, expectError } from '../../test/fixtures.ts';
import { promotionForm } from '../../test/forms.ts';
import { call } from '../../test/test-app.ts';

// The vendor's bell through HTTP (issue 17 §3, decision 033): the admin's decisions about the
// vendor's own promotions, queries and account, newest first, the unread count, marking read.

const NOW = new Date('2030-03-10T09:00:00Z');
const { t, accounts } = signedInTestApp({ now: NOW });

const promotion = { ...promotionForm, startDate: '2030-03-20' };

const asAdmin = () => accounts.admin.token;

async function createPromotion(token: string, title = promotion.title): Promise<string> {
  const response = await call(t.app, '/api/vendor/promotions', {
    method: 'POST',
    body: { ...promotion, title },
    token,
  });
  expect(response.status, response.raw).toBe(201);
  return response.body.data.id;
}

async function createQuery(token: string): Promise<{ id: string; caseNumber: string }> {
  const response = await call(t.app, '/api/vendor/queries', {
    method: 'POST',
    body: {
      subject: 'Payout is late',
      category: 'payment',
      message: 'The payout of last week has not arrived yet.',
    },
    token,
  });
  expect(response.status, response.raw).toBe(201);
  return { id: response.body.data.id, caseNumber: response.body.caseNumber };
}

const bell = (token: string, query: Record<string, string> = {}) =>
  call(t.app, '/api/vendor/notifications', { token, query });
const markRead = (token: string, body: unknown) =>
  call(t.app, '/api/vendor/notifications/read', { method: 'POST', body, token });

describe('vendor notifications', () => {
  let promotionId: string;
  let query: { id: string; caseNumber: string };

  beforeAll(async () => {
    const vendor = accounts.vendor.token;
    promotionId = await createPromotion(vendor);
    query = await createQuery(vendor);
    // Decisions about the other vendor's items, which this vendor must never see.
    const otherPromotion = await createPromotion(accounts.otherVendor.token, 'Not yours');
    await call(t.app, `/api/promotions/${otherPromotion}/status`, {
      method: 'PATCH',
      body: { action: 'approve', expectedStatus: 'pending' },
      token: asAdmin(),
    });

    const rejected = await call(t.app, `/api/promotions/${promotionId}/status`, {
      method: 'PATCH',
      body: { action: 'reject', expectedStatus: 'pending' },
      token: asAdmin(),
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const responded = await call(t.app, `/api/queries/${query.id}/response`, {
      method: 'PUT',
      body: { response: 'It was sent today.' },
      token: asAdmin(),
    });
    expect(responded.status, responded.raw).toBe(200);
  });

  it("lists the admin decisions about the vendor's own promotions and queries, newest first, all unread", async () => {
    const answer = await bell(accounts.vendor.token);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(answer.body.data).toEqual([
      {
        id: expect.any(Number),
        kind: 'query',
        action: 'respond',
        targetId: query.id,
        title: 'Payout is late',
        caseNumber: query.caseNumber,
        status: null,
        reason: null,
        at: expect.any(String),
        read: false,
      },
      {
        id: expect.any(Number),
        kind: 'promotion',
        action: 'reject',
        targetId: promotionId,
        title: promotion.title,
        caseNumber: null,
        status: 'inactive',
        reason: null,
        at: expect.any(String),
        read: false,
      },
    ]);
    // The vendor's own changes (creating the promotion and the query) are not notifications.
    const other = await bell(accounts.otherVendor.token);
    expect(other.body).toMatchObject({ total: 1, unread: 1 });
    expect(other.body.data[0]).toMatchObject({ kind: 'promotion', action: 'approve', title: 'Not yours' });
  });

  it('shows the reason the admin gave, as stored in the audit row', async () => {
    const id = await createPromotion(accounts.vendor.token, 'With a reason');
    await recordAudit(t.database.db, {
      actor: { role: 'admin', id: accounts.admin.id },
      entity: 'promotion',
      entityId: id,
      action: 'reject',
      details: { from: 'pending', to: 'inactive', reason: 'The discount is above our limit.' },
    });
    const answer = await bell(accounts.vendor.token, { pageSize: '1' });
    expect(answer.body).toMatchObject({ total: 3, unread: 3, pageSize: 1 });
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        targetId: id,
        status: 'inactive',
        reason: 'The discount is above our limit.',
      }),
    ]);
    const second = await bell(accounts.vendor.token, { pageSize: '1', page: '2' });
    expect(second.body.data).toEqual([expect.objectContaining({ kind: 'query' })]);
  });

  it("marks one entry read, only the vendor's own, and then all", async () => {
    const before = await bell(accounts.vendor.token);
    const [newest, , oldest] = before.body.data;
    // Another vendor's entry and an id that is nobody's are 404, and change nothing.
    const others = await bell(accounts.otherVendor.token);
    const refused = await markRead(accounts.vendor.token, { id: others.body.data[0].id });
    expectError(refused, 404, {
      error: 'Notification not found',
      code: 'notification_not_found',
    });
    expect((await markRead(accounts.vendor.token, { id: 999999999 })).status).toBe(404);
    expect((await markRead(accounts.vendor.token, { id: 'x' })).status).toBe(400);
    expect((await markRead(accounts.vendor.token, {})).status).toBe(400);

    const one = await markRead(accounts.vendor.token, { id: oldest.id });
    expect(one.status, one.raw).toBe(200);
    expect(one.body).toEqual({ unread: 2 });
    // Marking it again changes nothing.
    expect((await markRead(accounts.vendor.token, { id: oldest.id })).body).toEqual({ unread: 2 });
    const after = await bell(accounts.vendor.token);
    expect(after.body.data.map((entry: { read: boolean }) => entry.read)).toEqual([false, false, true]);
    expect(after.body.data[0].id).toBe(newest.id);

    expect((await markRead(accounts.vendor.token, { all: true })).body).toEqual({ unread: 0 });
    const all = await bell(accounts.vendor.token);
    expect(all.body.unread).toBe(0);
    expect(all.body.data.every((entry: { read: boolean }) => entry.read)).toBe(true);
    // The other vendor's entries are untouched.
    expect((await bell(accounts.otherVendor.token)).body.unread).toBe(1);

    // A decision made after "all" is unread again.
    const query2 = await createQuery(accounts.vendor.token);
    await call(t.app, `/api/queries/${query2.id}/status`, {
      method: 'PATCH',
      body: { status: 'inProgress', expectedStatus: 'created' },
      token: asAdmin(),
    });
    const later = await bell(accounts.vendor.token);
    expect(later.body.unread).toBe(1);
    expect(later.body.data[0]).toMatchObject({
      kind: 'query',
      action: 'changeStatus',
      status: 'inProgress',
      read: false,
    });
  });

  it('tells the vendor about its account: suspended and activated again', async () => {
    const vendor = accounts.otherVendor;
    const suspended = await call(t.app, `/api/vendors/${vendor.id}/status`, {
      method: 'PATCH',
      body: { status: 'suspended', expectedStatus: 'active' },
      token: asAdmin(),
    });
    expect(suspended.status, suspended.raw).toBe(200);
    await call(t.app, `/api/vendors/${vendor.id}/status`, {
      method: 'PATCH',
      body: { status: 'active', expectedStatus: 'suspended' },
      token: asAdmin(),
    });
    const token = await signIn(t.app, 'vendor', vendor.email);
    const answer = await bell(token);
    expect(answer.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'account',
        action: 'setStatus',
        targetId: vendor.id,
        status: 'active',
        title: null,
      }),
      expect.objectContaining({
        kind: 'account',
        action: 'setStatus',
        targetId: vendor.id,
        status: 'suspended',
      }),
    ]);
    expect(answer.body.unread).toBe(3);
  });

  it('is for vendors only', async () => {
    expect((await call(t.app, '/api/vendor/notifications')).status).toBe(401);
    expect((await bell(asAdmin())).status).toBe(403);
    expect((await markRead(asAdmin(), { all: true })).status).toBe(403);
  });
});
