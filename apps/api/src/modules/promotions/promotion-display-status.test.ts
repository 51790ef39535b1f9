import {
  PROMOTION_DISPLAY_STATUSES,
  type PromotionDisplayStatus,
  type PromotionStatus,
  promotionDisplayStatus,
  translateMessage,
} from '@levera/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema.ts';
import { STATUS_TEXTS } from '../../lib/csv-export.ts';
import { type SignedInAccounts, signedInAccounts, signIn } from '../../test/fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 36 §9a: the vendor's "Aktiva 5" counted promotions that had not started, and the admin's
// list badged them Active too. One rule, `promotionDisplayStatus` in the domain: approved and not
// started yet reads as scheduled. The API's status filters (vendor and admin list, the bulk
// selection, the export) and its counts (the vendor's groups, the admin's statistics and list total)
// follow it: here every one is compared with the rule applied to the stored rows.

const NOW = new Date('2030-03-10T09:00:00Z'); // 10:00 on 10 March 2030 in Stockholm
const TODAY = '2030-03-10';
const LATER = new Date('2030-03-12T09:00:00Z'); // two days on: 12 March
const LATER_DAY = '2030-03-12';

let t: TestApp;
let accounts: SignedInAccounts;
/** Title → id of the promotions below. */
const ids = new Map<string, string>();

// Each promotion: its title, whether the admin approves it (or rejects it), and its dates.
const PROMOTIONS = [
  { title: 'Started today', decide: 'approve', startDate: TODAY, endDate: '2030-03-31' },
  { title: 'Starts tomorrow', decide: 'approve', startDate: '2030-03-11', endDate: '2030-03-31' },
  { title: 'Starts next week', decide: 'approve', startDate: '2030-03-17', endDate: '2030-03-31' },
  { title: 'Ends tomorrow', decide: 'approve', startDate: TODAY, endDate: '2030-03-11' },
  { title: 'Waiting for review', decide: null, startDate: '2030-03-17', endDate: '2030-03-31' },
  { title: 'Turned down', decide: 'reject', startDate: '2030-03-17', endDate: '2030-03-31' },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  accounts = await signedInAccounts(t.app, t.database.db);
  for (const promotion of PROMOTIONS) {
    const created = await call(t.app, '/api/vendor/promotions', {
      method: 'POST',
      token: accounts.vendor.token,
      body: {
        title: promotion.title,
        description: 'Twenty percent off every pizza all spring.',
        discountType: 'percentage',
        discountValue: 20,
        startDate: promotion.startDate,
        endDate: promotion.endDate,
      },
    });
    expect(created.status, created.raw).toBe(201);
    ids.set(promotion.title, created.body.data.id);
    if (promotion.decide) {
      const decided = await call(t.app, `/api/promotions/${created.body.data.id}/status`, {
        method: 'PATCH',
        token: accounts.admin.token,
        body: { action: promotion.decide, expectedStatus: 'pending' },
      });
      expect(decided.status, decided.raw).toBe(200);
    }
  }
});
afterAll(() => t?.close());

/** What the domain's rule says each promotion reads as on `today`, from the stored rows. */
async function byTheRule(today: string): Promise<Map<string, PromotionDisplayStatus>> {
  const rows = await t.database.db
    .select()
    .from(promotions)
    .where(eq(promotions.vendorId, accounts.vendor.id));
  return new Map(
    rows.map((row) => [
      row.title,
      promotionDisplayStatus({ ...row, status: row.status as PromotionStatus }, today),
    ]),
  );
}

const titlesOf = (rule: Map<string, PromotionDisplayStatus>, status: PromotionDisplayStatus) =>
  [...rule].filter(([, each]) => each === status).map(([title]) => title);

async function expectEverywhereAsTheRule(today: string) {
  const rule = await byTheRule(today);
  const vendor = accounts.vendor.token;
  const admin = accounts.admin.token;
  const counts = Object.fromEntries(
    PROMOTION_DISPLAY_STATUSES.map((status) => [status, titlesOf(rule, status).length]),
  );

  // The vendor's quick groups: the counts, and each group's promotions.
  const own = await call(t.app, '/api/vendor/promotions', { token: vendor });
  expect(own.status, own.raw).toBe(200);
  expect(own.body.counts).toEqual({ all: rule.size, ...counts });
  // The admin's statistics (only this vendor's promotions are in this database).
  const stats = await call(t.app, '/api/promotions/stats', { token: admin });
  expect(stats.body.data.counts).toEqual(counts);
  expect(stats.body.data.total).toBe(rule.size);

  for (const status of PROMOTION_DISPLAY_STATUSES) {
    const expected = titlesOf(rule, status).sort();
    const group = await call(t.app, '/api/vendor/promotions', { token: vendor, query: { status } });
    expect(group.status, group.raw).toBe(200);
    expect(group.body.data.map((row: { title: string }) => row.title).sort(), status).toEqual(expected);
    expect(group.body.total, status).toBe(expected.length);

    // The admin's list: without a search (its total from the statistics), with one (every description
    // names pizza), sorted by status.
    const queries: Record<string, string>[] = [
      { status },
      { status, q: 'pizza' },
      { status, sort: 'status' },
    ];
    for (const query of queries) {
      const listed = await call(t.app, '/api/promotions', { token: admin, query });
      expect(listed.status, listed.raw).toBe(200);
      const titles = listed.body.data.map((row: { title: string }) => row.title).sort();
      expect(titles, JSON.stringify(query)).toEqual(expected);
      expect(listed.body.total, JSON.stringify(query)).toBe(titles.length);
    }
    // "Select all matching" and the export select the same rows.
    const selected = await call(t.app, '/api/promotions/ids', { token: admin, query: { status } });
    expect(selected.body.data.map((row: { label: string }) => row.label).sort(), status).toEqual(expected);
    const exported = await call(t.app, '/api/promotions/export.csv', { token: admin, query: { status } });
    expect(exported.status, exported.raw).toBe(200);
    const [header, ...rows] = parse(exported.raw.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    expect(rows.map((row) => row[0]).sort(), status).toEqual(expected);
    // Each row's Status cell names what it reads as: "Scheduled" for one that has not started.
    const statusCells = rows.map((row) => row[header!.indexOf('Status')]);
    expect(statusCells, status).toEqual(expected.map(() => translateMessage(STATUS_TEXTS[status], 'en')));
  }
  return rule;
}

describe('what a promotion reads as (issue 36 §9a)', () => {
  it('an approved promotion that has not started is scheduled, not active, in every filter and count', async () => {
    const rule = await expectEverywhereAsTheRule(TODAY);
    expect(Object.fromEntries(rule)).toEqual({
      'Started today': 'active',
      'Starts tomorrow': 'scheduled',
      'Starts next week': 'scheduled',
      'Ends tomorrow': 'active',
      'Waiting for review': 'pending',
      'Turned down': 'inactive',
    });
  });

  it('moves to active on its start date and to expired after its end date, by the same rule', async () => {
    t.setNow(LATER);
    accounts.vendor.token = await signIn(t.app, 'vendor', accounts.vendor.email);
    accounts.admin.token = await signIn(t.app, 'admin', accounts.admin.email);
    const rule = await expectEverywhereAsTheRule(LATER_DAY);
    expect(Object.fromEntries(rule)).toMatchObject({
      'Starts tomorrow': 'active',
      'Starts next week': 'scheduled',
      'Ends tomorrow': 'expired',
    });
  });

  it('acts on a scheduled promotion as on the active one it is stored as', async () => {
    // The answers keep the stored (effective) status, which the actions name as expectedStatus.
    const id = ids.get('Starts next week')!;
    const own = await call(t.app, `/api/vendor/promotions/${id}`, { token: accounts.vendor.token });
    expect(own.body.data).toMatchObject({ status: 'active', startDate: '2030-03-17' });
    const rejected = await call(t.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      token: accounts.admin.token,
      body: { action: 'reject', expectedStatus: 'active' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const group = await call(t.app, '/api/vendor/promotions', {
      token: accounts.vendor.token,
      query: { status: 'scheduled' },
    });
    expect(group.body.total).toBe(0);
  });

  it('refuses a status that is no displayed status', async () => {
    const bad = await call(t.app, '/api/promotions', {
      token: accounts.admin.token,
      query: { status: 'started' },
    });
    expect(bad.status).toBe(400);
  });
});
