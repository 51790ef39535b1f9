import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, promotions, type supportQueries, vendors } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import {
  createAdmin,
  createVendor,
  signedInTestApp,
  signIn,
  insertContactQuery,
  expectFieldErrors,
} from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';

// GET /api/audit and /api/audit/admins (issue 18 §4, decision 037) through HTTP: who did what to
// which item and when, newest first, filtered, paged, admin only.

const { t, accounts } = signedInTestApp();

const insertQuery = (values: Partial<typeof supportQueries.$inferInsert> = {}) =>
  insertContactQuery(t.database.db, values);

/** A signed-in admin of its own, named `name`, so its entries are the only ones its filter finds. */
async function namedAdmin(name: string) {
  const admin = await createAdmin(t.database.db);
  await t.database.db.update(admins).set({ name }).where(eq(admins.id, admin.id));
  return { ...admin, name, token: await signIn(t.app, 'admin', admin.email) };
}

const readAudit = (query: Record<string, string>, token = accounts.admin.token) =>
  call(t.app, '/api/audit', { token, query });

const at = (iso: string) => new Date(iso);

describe('GET /api/audit', () => {
  it('lists an action taken through the API at the top, with who, from → to and the item', async () => {
    const admin = await namedAdmin('Karin Lund');
    const query = await insertQuery();
    const moved = await call(t.app, `/api/queries/${query.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'inProgress', expectedStatus: 'created' },
    });
    expect(moved.status).toBe(200);

    const response = await readAudit({ adminId: admin.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          actor: { role: 'admin', id: admin.id, name: 'Karin Lund' },
          entity: 'supportQuery',
          entityId: query.id,
          item: { label: query.caseNumber, archived: false },
          action: 'changeStatus',
          from: 'created',
          to: 'inProgress',
          reason: null,
          subject: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  });

  it('lists newest first, in pages, with the reason of a status change and a vendor status change', async () => {
    const admin = await namedAdmin('Per Ek');
    const actor = { role: 'admin' as const, id: admin.id };
    const query = await insertQuery();
    const vendor = await createVendor(t.database.db, { vendorName: 'Ekens Deli' });
    const db = t.database.db;
    await recordAudit(db, {
      actor,
      entity: 'supportQuery',
      entityId: query.id,
      action: 'changeStatus',
      details: { from: 'created', to: 'closed', reason: 'Duplicate of an older query' },
      at: at('2030-05-01T10:00:00Z'),
    });
    await recordAudit(db, {
      actor,
      entity: 'vendor',
      entityId: vendor.id,
      action: 'setStatus',
      details: { previousStatus: 'active', status: 'suspended' },
      at: at('2030-05-03T10:00:00Z'),
    });
    await recordAudit(db, {
      actor,
      entity: 'vendor',
      entityId: vendor.id,
      action: 'update',
      details: { changed: ['vendorName'], passwordChanged: false },
      at: at('2030-05-02T10:00:00Z'),
    });

    const first = await readAudit({ adminId: admin.id, pageSize: '2' });
    expect(first.body.total).toBe(3);
    expect(
      first.body.data.map((entry: { action: string; from: string; to: string }) => [
        entry.action,
        entry.from,
        entry.to,
      ]),
    ).toEqual([
      ['setStatus', 'active', 'suspended'],
      ['update', null, null],
    ]);
    expect(first.body.data[0].item).toEqual({ label: vendor.email, archived: false });

    const second = await readAudit({ adminId: admin.id, pageSize: '2', page: '2' });
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.data).toEqual([
      expect.objectContaining({
        action: 'changeStatus',
        from: 'created',
        to: 'closed',
        reason: 'Duplicate of an older query',
        at: '2030-05-01T10:00:00.000Z',
      }),
    ]);
  });

  it('filters by kind of item, by item and by Swedish days', async () => {
    const admin = await namedAdmin('Lisa Berg');
    const actor = { role: 'admin' as const, id: admin.id };
    const db = t.database.db;
    const [queryA, queryB] = [await insertQuery(), await insertQuery()];
    const vendor = await createVendor(db);
    // 23:30 UTC on 9 March is 00:30 on 10 March in Stockholm; 23:30 UTC on 10 March is the 11th.
    const entries = [
      { entity: 'supportQuery', entityId: queryA.id, at: '2030-03-09T22:30:00Z' },
      { entity: 'supportQuery', entityId: queryA.id, at: '2030-03-09T23:30:00Z' },
      { entity: 'supportQuery', entityId: queryB.id, at: '2030-03-10T12:00:00Z' },
      { entity: 'vendor', entityId: vendor.id, at: '2030-03-10T22:30:00Z' },
      { entity: 'vendor', entityId: vendor.id, at: '2030-03-10T23:30:00Z' },
    ] as const;
    for (const entry of entries)
      await recordAudit(db, { actor, action: 'markRead', ...entry, at: at(entry.at) });
    const times = (body: { data: { at: string }[] }) => body.data.map((entry) => entry.at.slice(0, 16));

    const onTenth = await readAudit({ adminId: admin.id, from: '2030-03-10', to: '2030-03-10' });
    expect(times(onTenth.body)).toEqual(['2030-03-10T22:30', '2030-03-10T12:00', '2030-03-09T23:30']);

    const queries = await readAudit({ adminId: admin.id, entity: 'supportQuery' });
    expect(queries.body.total).toBe(3);
    const fromEleventh = await readAudit({ adminId: admin.id, from: '2030-03-11' });
    expect(times(fromEleventh.body)).toEqual(['2030-03-10T23:30']);
    const untilNinth = await readAudit({ adminId: admin.id, to: '2030-03-09' });
    expect(times(untilNinth.body)).toEqual(['2030-03-09T22:30']);

    // One item's own history: every admin's entries on it, and only it.
    const history = await readAudit({ entity: 'supportQuery', entityId: queryA.id });
    expect(history.body.total).toBe(2);
    expect(history.body.data.every((entry: { entityId: string }) => entry.entityId === queryA.id)).toBe(true);
  });

  it('names actors and items that are archived, and leaves out those that no longer exist', async () => {
    const db = t.database.db;
    const vendor = await createVendor(db, { vendorName: 'Gamla Bageriet' });
    const [promotion] = await db
      .insert(promotions)
      .values({
        vendorId: vendor.id,
        title: 'Kanelbullar två för en',
        description: 'Two cinnamon buns for the price of one',
        discountType: 'bogo',
        startDate: '2030-01-01',
        endDate: '2030-02-01',
      })
      .returning();
    await recordAudit(db, {
      actor: { role: 'vendor', id: vendor.id },
      entity: 'promotion',
      entityId: promotion!.id,
      action: 'create',
      details: { title: promotion!.title },
    });
    const archived = await call(t.app, `/api/vendors/${vendor.id}`, {
      method: 'DELETE',
      token: accounts.admin.token,
    });
    expect(archived.status).toBe(200);
    const goneAdmin = randomUUID();
    const goneOffer = randomUUID();
    await recordAudit(db, {
      actor: { role: 'admin', id: goneAdmin },
      entity: 'offer',
      entityId: goneOffer,
      action: 'delete',
      details: { titleEn: 'Old offer' },
    });

    const ofPromotion = await readAudit({ entity: 'promotion', entityId: promotion!.id });
    expect(ofPromotion.body.data).toEqual([
      expect.objectContaining({
        actor: { role: 'vendor', id: vendor.id, name: 'Gamla Bageriet' },
        item: { label: 'Kanelbullar två för en', archived: false },
      }),
    ]);
    const ofVendor = await readAudit({ entity: 'vendor', entityId: vendor.id });
    expect(ofVendor.body.data[0]).toMatchObject({
      action: 'archive',
      actor: { role: 'admin', id: accounts.admin.id, name: 'Test Admin' },
      item: { label: vendor.email, archived: true },
    });
    const ofOffer = await readAudit({ entity: 'offer', entityId: goneOffer });
    expect(ofOffer.body.data).toEqual([
      expect.objectContaining({
        actor: { role: 'admin', id: goneAdmin, name: null },
        item: { label: null, archived: false },
      }),
    ]);
  });

  it('refuses filters out of bounds, in the language of the request', async () => {
    const swedish = await readAudit({ from: '2030-03-11', to: '2030-03-10', language: 'sv' });
    expectFieldErrors(swedish, { to: 'Slutdatumet får inte vara före startdatumet' });

    const bad = await readAudit({
      adminId: 'not-an-id',
      entity: 'menu',
      entityId: 'x'.repeat(37),
      from: '2030-02-30',
      pageSize: '101',
    });
    expectFieldErrors(bad, {
      adminId: 'Invalid value',
      entity: 'Please choose one of the available options',
      entityId: 'Invalid value',
      from: 'Please enter a valid date',
      pageSize: 'Invalid value',
    });
  });

  it('is for admins only', async () => {
    expect((await call(t.app, '/api/audit')).status).toBe(401);
    expect((await readAudit({}, accounts.vendor.token)).status).toBe(403);
    expect((await call(t.app, '/api/audit/admins', { token: accounts.vendor.token })).status).toBe(403);
  });
});

describe('GET /api/audit/admins', () => {
  it('lists every admin by name, without a password hash', async () => {
    const admin = await namedAdmin('Åsa Admin');
    const response = await call(t.app, '/api/audit/admins', { token: accounts.admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toContainEqual({ id: admin.id, name: 'Åsa Admin', email: admin.email });
    expect(JSON.stringify(response.body)).not.toContain('argon2');
  });
});

describe('vendors as actors', () => {
  it('keeps the name of a vendor that acted and was archived since', async () => {
    const vendor = await createVendor(t.database.db, { vendorName: 'Stängda Butiken' });
    await t.database.db.update(vendors).set({ archivedAt: new Date() }).where(eq(vendors.id, vendor.id));
    const query = await insertQuery({ type: 'vendor', vendorId: vendor.id });
    await recordAudit(t.database.db, {
      actor: { role: 'vendor', id: vendor.id },
      entity: 'supportQuery',
      entityId: query.id,
      action: 'create',
      details: { caseNumber: query.caseNumber },
    });
    const response = await readAudit({ entity: 'supportQuery', entityId: query.id });
    expect(response.body.data[0].actor).toEqual({ role: 'vendor', id: vendor.id, name: 'Stängda Butiken' });
  });
});
