import { translateMessage } from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, offers } from '../../db/schema.ts';
import { signedInAccounts } from '../../test/fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

// Platform offers (DESIGN.md §4): admin CRUD with the shared OfferSchema, and the public list of
// active offers running today, on the injectable clock.
let t: TestApp;
let accounts: Awaited<ReturnType<typeof signedInAccounts>>;
const NOW = new Date('2030-06-15T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  accounts = await signedInAccounts(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.setNow(NOW);
  await t.database.db.delete(offers);
});

const valid = {
  title: 'Free delivery week',
  description: 'New customers get free delivery for a whole week.',
  discountType: 'delivery',
  discountValue: '',
  startDate: '2030-06-01',
  endDate: '2030-06-30',
  active: true,
};

const admin = () => accounts.admin.token;
const create = (body: Record<string, unknown> = valid, token = admin()) =>
  call(t.app, '/api/offers', { method: 'POST', body, token });
const activeOffers = (language?: string) =>
  call(t.app, '/api/offers/active', { query: language ? { language } : undefined });

describe('admin offers', () => {
  it('creates an offer (past start allowed) and answers in both languages', async () => {
    const english = await create({ ...valid, language: 'en' });
    expect(english.status).toBe(201);
    expect(english.body).toMatchObject({
      success: true,
      message: 'Offer created successfully',
      data: { title: valid.title, discountType: 'delivery', discountValue: null, active: true, isLive: true },
    });
    const swedish = await create({ ...valid, active: false, language: 'sv' });
    expect(swedish.body.message).toBe('Erbjudandet har skapats');
    expect(swedish.body.data.isLive).toBe(false);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, english.body.data.id));
    expect(row).toMatchObject({ createdBy: accounts.admin.id, updatedBy: accounts.admin.id, active: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, row!.id)));
    expect(audit).toMatchObject([{ actorRole: 'admin', actorId: accounts.admin.id, action: 'create' }]);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['title', { title: 'ab' }, 'title', 'titleTooShort'],
    ['description', { description: '' }, 'description', 'descriptionRequired'],
    ['discount type', { discountType: 'gift' }, 'discountType', 'invalidDiscountType'],
    [
      'percentage over 100',
      { discountType: 'percentage', discountValue: 150 },
      'discountValue',
      'percentageTooHigh',
    ],
    [
      'fixed without value',
      { discountType: 'fixed', discountValue: '' },
      'discountValue',
      'discountValueRequired',
    ],
    ['end before start', { endDate: '2030-05-01' }, 'endDate', 'endDateAfterStart'],
    ['start missing', { startDate: '' }, 'startDate', 'startDateRequired'],
  ];
  it.each(rules)('refuses a bad %s in English and Swedish', async (_name, change, field, key) => {
    for (const language of ['en', 'sv'] as const) {
      const response = await create({ ...valid, ...change, language });
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(translateMessage(key, language));
    }
    expect(await t.database.db.select().from(offers)).toHaveLength(0);
  });

  it('lists, reads, edits, activates, deactivates and deletes, recording each change', async () => {
    const id = (await create()).body.data.id as string;
    const listed = await call(t.app, '/api/offers', { token: admin() });
    expect(listed.body).toMatchObject({ total: 1, data: [{ id, title: valid.title }] });
    expect((await call(t.app, `/api/offers/${id}`, { token: admin() })).body.data).toMatchObject({
      id,
      active: true,
    });

    const edited = await call(t.app, `/api/offers/${id}`, {
      method: 'PUT',
      body: {
        ...valid,
        title: '15% off groceries',
        discountType: 'percentage',
        discountValue: 15,
        language: 'sv',
      },
      token: admin(),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: 'Erbjudandet har uppdaterats',
      data: { title: '15% off groceries', discountValue: 15 },
    });

    const deactivated = await call(t.app, `/api/offers/${id}`, {
      method: 'PUT',
      body: { ...edited.body.data, active: false },
      token: admin(),
    });
    expect(deactivated.body.data).toMatchObject({ active: false, isLive: false });
    const activated = await call(t.app, `/api/offers/${id}`, {
      method: 'PUT',
      body: { ...edited.body.data, active: true },
      token: admin(),
    });
    expect(activated.body.data.active).toBe(true);

    const removed = await call(t.app, `/api/offers/${id}`, {
      method: 'DELETE',
      token: admin(),
      query: { language: 'en' },
    });
    expect(removed.body).toEqual({ success: true, message: 'Offer deleted successfully' });
    expect((await call(t.app, `/api/offers/${id}`, { token: admin() })).status).toBe(404);
    const again = await call(t.app, `/api/offers/${id}`, {
      method: 'DELETE',
      token: admin(),
      query: { language: 'sv' },
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Erbjudandet hittades inte');

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'activate',
      'delete',
    ]);
  });

  it('searches titles and descriptions', async () => {
    await create();
    await create({ ...valid, title: 'Weekend pharmacy deal' });
    const response = await call(t.app, '/api/offers', { token: admin(), query: { q: 'PHARMACY' } });
    expect(response.body.data.map((offer: { title: string }) => offer.title)).toEqual([
      'Weekend pharmacy deal',
    ]);
  });

  it('answers 404 for unknown and malformed ids and 400 for a bad body', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await call(t.app, `/api/offers/${id}`, { token: admin() })).status).toBe(404);
      expect(
        (await call(t.app, `/api/offers/${id}`, { method: 'PUT', body: valid, token: admin() })).status,
      ).toBe(404);
    }
    expect(
      (await call(t.app, '/api/offers/abc', { method: 'PUT', body: { language: 'en' }, token: admin() }))
        .status,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await create(valid, accounts.vendor.token)).status).toBe(403);
    expect((await call(t.app, '/api/offers', { method: 'POST', body: valid })).status).toBe(401);
    expect((await call(t.app, '/api/offers', { token: accounts.vendor.token })).status).toBe(403);
  });
});

describe('GET /api/offers/active', () => {
  it('shows active offers running today to anyone, in exactly the shape the home page reads', async () => {
    const running = (await create({ ...valid, title: 'Running now' })).body.data;
    await create({ ...valid, title: 'Switched off', active: false });
    await create({ ...valid, title: 'Not started', startDate: '2030-06-16' });
    await create({ ...valid, title: 'Already over', startDate: '2030-05-01', endDate: '2030-06-14' });
    await create({ ...valid, title: 'Last day', startDate: '2030-06-10', endDate: '2030-06-15' });
    await create({
      ...valid,
      title: 'First day',
      discountType: 'fixed',
      discountValue: 50,
      startDate: '2030-06-15',
      endDate: '2030-07-15',
    });

    const response = await activeOffers('sv');
    expect(response.status).toBe(200);
    expect(response.body.data.map((offer: { title: string }) => offer.title)).toEqual([
      'Last day',
      'Running now',
      'First day',
    ]);
    expect(Object.keys(response.body.data[1]).sort()).toEqual(
      ['description', 'discountType', 'discountValue', 'endDate', 'id', 'startDate', 'title'].sort(),
    );
    expect(response.body.data[1]).toEqual({
      id: running.id,
      title: 'Running now',
      description: valid.description,
      discountType: 'delivery',
      discountValue: null,
      startDate: '2030-06-01',
      endDate: '2030-06-30',
    });
    expect(response.body.data[2]).toMatchObject({ discountType: 'fixed', discountValue: 50 });
  });

  it('follows the clock (Stockholm dates)', async () => {
    await create({ ...valid, title: 'June only' });
    expect((await activeOffers()).body.data).toHaveLength(1);
    // 00:30 on 1 July in Stockholm is still 30 June in UTC: the offer has ended.
    t.setNow(new Date('2030-06-30T22:30:00Z'));
    expect((await activeOffers()).body.data).toEqual([]);
    t.setNow(new Date('2030-05-31T21:59:00Z'));
    expect((await activeOffers()).body.data).toEqual([]);
    t.setNow(new Date('2030-05-31T22:01:00Z'));
    expect((await activeOffers()).body.data).toHaveLength(1);
  });
});
