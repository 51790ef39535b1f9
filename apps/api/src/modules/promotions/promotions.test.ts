import {
  type MessageKey,
  PROMOTION_ACTIONS,
  PROMOTION_STATUSES,
  type PromotionAction,
  type PromotionStatus,
  translateMessage,
} from '@levera/domain';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, menuItems, promotionItems, promotions } from '../../db/schema.ts';
import {
  auditEntriesOf,
  signIn,
  oneWinner,
  staleAnswerInSwedish,
  signedInTestApp,
  expectFieldErrors,
  expectStale,
} from '../../test/fixtures.ts';
import { promotionForm } from '../../test/forms.ts';
import { call, type TestApp } from '../../test/test-app.ts';

// Vendor promotions and the admin review through HTTP (SPEC §3–§5, DESIGN.md §4–§5): every rule
// refused server-side with its message in both languages, ownership, the effective 'expired'
// status, and every admin transition, legal and illegal.
// 10:00 in Stockholm on 10 March 2030.
const NOW = new Date('2030-03-10T09:00:00Z');
const TODAY = '2030-03-10';

// Sessions last 24 hours on the injected clock: sign in at NOW (tests that move further sign in again).
const { t, accounts } = signedInTestApp({ now: NOW });
beforeEach(() => {
  t.setNow(NOW);
});

const valid = {
  ...promotionForm,
  startDate: TODAY,
  repeat: { enabled: true, days: ['friday', 'monday'] },
  terms: 'One per order.',
};

type Token = { token: string };

type MenuItemRow = { id: string; name: string; category: string; price: number };

/**
 * Uploads a menu for the vendor as the admin (the whole menu, replacing any before) and reads it
 * back as that vendor: the stored items, in order.
 */
async function uploadMenu(
  vendor: Token & { id: string },
  names: string[],
  app: TestApp['app'] = t.app,
  adminToken: string = accounts.admin.token,
): Promise<MenuItemRow[]> {
  const menus = names.map((name, index) => ({ name, price: 90 + index * 10.5, category: 'Pizza' }));
  const upload = await call(app, `/api/menus/${vendor.id}/items`, {
    method: 'POST',
    body: { menus },
    token: adminToken,
  });
  expect(upload.status, upload.raw).toBe(200);
  const menu = await call(app, `/api/menus/${vendor.id}/items`, { token: vendor.token });
  expect(menu.status).toBe(200);
  return menu.body.data as MenuItemRow[];
}
const asVendor = (vendor: Token = accounts.vendor) => vendor.token;

function createPromotion(body: Record<string, unknown> = valid, vendor: Token = accounts.vendor) {
  return call(t.app, '/api/vendor/promotions', { method: 'POST', body, token: asVendor(vendor) });
}

async function createdId(
  body: Record<string, unknown> = valid,
  vendor: Token = accounts.vendor,
): Promise<string> {
  const response = await createPromotion(body, vendor);
  expect(response.status, response.raw).toBe(201);
  return response.body.data.id as string;
}

async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

const setStoredStatus = (id: string, status: PromotionStatus) =>
  t.database.db.update(promotions).set({ status }).where(eq(promotions.id, id));

/** An admin action based on `expectedStatus`, the status the admin's screen showed. */
const adminAction = (id: string, action: string, expectedStatus: string, language = 'en') =>
  call(t.app, `/api/promotions/${id}/status`, {
    method: 'PATCH',
    body: { action, expectedStatus, language },
    token: accounts.admin.token,
  });

describe('POST /api/vendor/promotions', () => {
  it('creates a pending promotion of the vendor and answers in English', async () => {
    const response = await createPromotion({ ...valid, language: 'en' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Promotion created successfully',
      data: {
        title: 'Spring pizza deal',
        status: 'pending',
        isEditable: true,
        discountType: 'percentage',
        discountValue: 20,
        minimumOrder: 150,
        maximumDiscount: 100,
        usageLimit: null,
        repeat: { enabled: true, days: ['monday', 'friday'] },
        vendorId: accounts.vendor.id,
        vendorName: accounts.vendor.vendorName,
        views: 0,
        orders: 0,
        revenue: 0,
      },
    });
    const row = await storedRow(response.body.data.id);
    expect(row).toMatchObject({
      vendorId: accounts.vendor.id,
      status: 'pending',
      repeatEnabled: true,
      repeatDays: ['monday', 'friday'],
      usageLimit: null,
      terms: 'One per order.',
    });
    const audit = await auditEntriesOf(t.database.db, 'promotion', row!.id);
    expect(audit).toMatchObject([{ actorRole: 'vendor', actorId: accounts.vendor.id, action: 'create' }]);
  });

  it('answers in Swedish', async () => {
    const response = await createPromotion({ ...valid, language: 'sv' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Kampanjen har skapats');
  });

  it('creates a buy-one-get-one on chosen menu items, storing only the fields that belong to it', async () => {
    const [first, second, third] = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio', 'Calzone']);
    const bogo = await createPromotion({
      ...valid,
      discountType: 'bogo',
      discountValue: '',
      applicableTo: 'specific',
      itemIds: [first!.id, second!.id, third!.id],
    });
    expect(bogo.status).toBe(201);
    expect(bogo.body.data).toMatchObject({
      discountType: 'bogo',
      discountValue: null,
      applicableTo: 'specific',
      itemCount: 3,
    });
  });

  it.each([
    [
      'a fixed amount (a maximum discount is for percentages)',
      { discountType: 'fixed', discountValue: 150, maximumDiscount: 40 },
      { discountType: 'fixed', discountValue: 150, maximumDiscount: null },
    ],
    [
      'free delivery (no fee, no threshold, no discount value)',
      { discountType: 'delivery', deliveryType: 'freeDelivery', deliveryFee: 19, freeDeliveryThreshold: 200 },
      {
        discountType: 'delivery',
        deliveryType: 'freeDelivery',
        discountValue: null,
        maximumDiscount: null,
        deliveryFee: null,
        freeDeliveryThreshold: null,
      },
    ],
    [
      'a reduced delivery fee (its fee, no threshold)',
      { discountType: 'delivery', deliveryType: 'reducedFee', deliveryFee: '19' },
      { deliveryType: 'reducedFee', deliveryFee: 19, freeDeliveryThreshold: null },
    ],
    [
      'free delivery above a threshold (its threshold, no fee)',
      { discountType: 'delivery', deliveryType: 'freeAboveThreshold', freeDeliveryThreshold: '200' },
      { deliveryType: 'freeAboveThreshold', deliveryFee: null, freeDeliveryThreshold: 200 },
    ],
    [
      'a promotion without repeat days (a usage limit kept)',
      { repeat: { enabled: false, days: ['monday'] }, usageLimit: 25 },
      { repeat: { enabled: false, days: [] }, usageLimit: 25 },
    ],
  ])('creates %s, storing only the fields that belong to it', async (_name, sent, stored) => {
    const created = await createPromotion({ ...valid, ...sent });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.data).toMatchObject(stored);
  });

  // Every SPEC §5 rule, sent straight to the API as a client that skips the form would.
  type Rule = [string, Record<string, unknown>, string, MessageKey, string];
  const rules: Rule[] = [
    ['title', { title: '' }, 'title', 'titleRequired', 'Title is required'],
    ['title too short', { title: 'ab' }, 'title', 'titleTooShort', 'Title must be at least 3 characters'],
    [
      'title too long',
      { title: 'x'.repeat(101) },
      'title',
      'titleTooLong',
      'Title must be at most 100 characters',
    ],
    [
      'description too short',
      { description: 'too short' },
      'description',
      'descriptionTooShort',
      'Description must be at least 10 characters',
    ],
    [
      'description too long',
      { description: 'x'.repeat(501) },
      'description',
      'descriptionTooLong',
      'Description must be at most 500 characters',
    ],
    [
      'discount type missing',
      { discountType: '' },
      'discountType',
      'discountTypeRequired',
      'Please select a discount type',
    ],
    [
      'discount type unknown',
      { discountType: 'cashback' },
      'discountType',
      'invalidDiscountType',
      'Please select a valid discount type',
    ],
    [
      'discount value missing',
      { discountValue: '' },
      'discountValue',
      'discountValueRequired',
      'Discount value is required',
    ],
    [
      'discount value below 1',
      { discountValue: 0 },
      'discountValue',
      'discountValueMin',
      'Discount value must be at least 1',
    ],
    [
      'percentage above 100',
      { discountValue: 101 },
      'discountValue',
      'percentageTooHigh',
      'A percentage discount cannot be more than 100',
    ],
    [
      'minimum order negative',
      { minimumOrder: -1 },
      'minimumOrder',
      'minimumOrderNegative',
      'Minimum order cannot be negative',
    ],
    [
      'maximum discount negative',
      { maximumDiscount: -5 },
      'maximumDiscount',
      'maximumDiscountNegative',
      'Maximum discount cannot be negative',
    ],
    ['start date missing', { startDate: '' }, 'startDate', 'startDateRequired', 'Start date is required'],
    [
      'start date in the past',
      { startDate: '2030-03-09' },
      'startDate',
      'startDateInPast',
      'Start date cannot be in the past',
    ],
    ['end date missing', { endDate: '' }, 'endDate', 'endDateRequired', 'End date is required'],
    [
      'end date not after start',
      { endDate: TODAY },
      'endDate',
      'endDateAfterStart',
      'End date must be after the start date',
    ],
    [
      'usage limit 0',
      { usageLimit: 0 },
      'usageLimit',
      'usageLimitInvalid',
      'Usage limit must be a whole number of at least 1 (leave blank for unlimited)',
    ],
    [
      'repeat without days',
      { repeat: { enabled: true, days: [] } },
      'repeat.days',
      'repeatDaysRequired',
      'Select at least one day when repeat is enabled',
    ],
    [
      'specific items without items',
      { applicableTo: 'specific', itemIds: [] },
      'itemIds',
      'promotionItemsRequired',
      'Choose at least one item from your menu',
    ],
    [
      'more than 200 items',
      { applicableTo: 'specific', itemIds: Array.from({ length: 201 }, () => crypto.randomUUID()) },
      'itemIds',
      'promotionItemsTooMany',
      'Choose at most 200 items',
    ],
    [
      'terms too long',
      { terms: 'x'.repeat(1001) },
      'terms',
      'termsTooLong',
      'Terms and conditions must be at most 1000 characters',
    ],
    [
      'delivery type missing',
      { discountType: 'delivery', deliveryType: '' },
      'deliveryType',
      'deliveryTypeRequired',
      'Please select a delivery promotion type',
    ],
    [
      'delivery type unknown',
      { discountType: 'delivery', deliveryType: 'teleport' },
      'deliveryType',
      'invalidDeliveryType',
      'Please select a valid delivery promotion type',
    ],
    [
      'reduced fee missing',
      { discountType: 'delivery', deliveryType: 'reducedFee', deliveryFee: '' },
      'deliveryFee',
      'deliveryFeeRequired',
      'Delivery fee is required',
    ],
    [
      'reduced fee 0',
      { discountType: 'delivery', deliveryType: 'reducedFee', deliveryFee: 0 },
      'deliveryFee',
      'deliveryFeePositive',
      'Delivery fee must be greater than 0',
    ],
    [
      'threshold missing',
      { discountType: 'delivery', deliveryType: 'freeAboveThreshold', freeDeliveryThreshold: '' },
      'freeDeliveryThreshold',
      'freeDeliveryThresholdRequired',
      'Free delivery threshold is required',
    ],
    [
      'threshold 0',
      { discountType: 'delivery', deliveryType: 'freeAboveThreshold', freeDeliveryThreshold: 0 },
      'freeDeliveryThreshold',
      'freeDeliveryThresholdPositive',
      'Free delivery threshold must be greater than 0',
    ],
    // Issue 14: money and percentages keep two decimals; a third is refused, not rounded away.
    ...(
      [
        ['discountValue', {}],
        ['minimumOrder', {}],
        ['maximumDiscount', {}],
        ['deliveryFee', { discountType: 'delivery', deliveryType: 'reducedFee' }],
        ['freeDeliveryThreshold', { discountType: 'delivery', deliveryType: 'freeAboveThreshold' }],
      ] as const
    ).map(
      ([field, context]): Rule => [
        `${field} with three decimals`,
        { ...context, [field]: '12.345' },
        field,
        'amountDecimals',
        'Enter an amount with at most two decimals',
      ],
    ),
  ];

  it.each(rules)(
    'refuses %s with its message in English and Swedish',
    async (_name, change, field, key, english) => {
      const before = await t.database.db.select({ id: promotions.id }).from(promotions);
      const inEnglish = await createPromotion({ ...valid, ...change, language: 'en' });
      expect(inEnglish.status).toBe(400);
      expect(inEnglish.body.code).toBe('validation_failed');
      expect(inEnglish.body.fields[field]).toBe(english);
      const inSwedish = await createPromotion({ ...valid, ...change, language: 'sv' });
      expect(inSwedish.status).toBe(400);
      expect(inSwedish.body.fields[field]).toBe(translateMessage(key, 'sv'));
      expect(inSwedish.body.fields[field]).not.toBe(english);
      const after = await t.database.db.select({ id: promotions.id }).from(promotions);
      expect(after).toHaveLength(before.length);
    },
  );

  // Issue 36 §1 (decision 061): "150,50" was saved as 15 050 kr and a "reduced" fee of 1 950 kr was
  // approved. The API reads typed amounts as the form does and refuses what no promotion can mean.
  it('reads amounts typed with a decimal comma or a thousands space as the form does', async () => {
    const typed = await createPromotion({ ...valid, minimumOrder: '150,50', maximumDiscount: '1 249,00' });
    expect(typed.status, typed.raw).toBe(201);
    expect(typed.body.data).toMatchObject({ minimumOrder: 150.5, maximumDiscount: 1249 });
    const reduced = await createPromotion({
      ...valid,
      discountType: 'delivery',
      deliveryType: 'reducedFee',
      deliveryFee: '19,50',
    });
    expect(reduced.status, reduced.raw).toBe(201);
    expect(reduced.body.data).toMatchObject({ deliveryFee: 19.5 });
  });

  it.each([
    ['the standard fee', 39],
    ['a hundred times the fee meant', '1950'],
  ])('refuses a reduced delivery fee of %s, in English and Swedish', async (_name, deliveryFee) => {
    const reduced = { ...valid, discountType: 'delivery', deliveryType: 'reducedFee', deliveryFee };
    const inEnglish = await createPromotion({ ...reduced, language: 'en' });
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body).toMatchObject({
      code: 'validation_failed',
      fields: { deliveryFee: 'A reduced delivery fee must be lower than the standard fee, SEK 39' },
    });
    const inSwedish = await createPromotion({ ...reduced, language: 'sv' });
    expectFieldErrors(inSwedish, {
      deliveryFee: 'Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr',
    });
  });

  it('refuses money above 100 000 kr and a percentage above 100, in English and Swedish', async () => {
    const tooMuch = {
      ...valid,
      discountType: 'fixed',
      discountValue: '100 000,01',
      minimumOrder: 150_050,
    };
    const inEnglish = await createPromotion({ ...tooMuch, language: 'en' });
    expectFieldErrors(inEnglish, {
      discountValue: 'The amount can be at most SEK 100,000',
      minimumOrder: 'The amount can be at most SEK 100,000',
    });
    const inSwedish = await createPromotion({ ...tooMuch, language: 'sv' });
    expect(inSwedish.body.fields).toEqual({
      discountValue: 'Beloppet får vara högst 100\u00a0000 kr',
      minimumOrder: 'Beloppet får vara högst 100\u00a0000 kr',
    });
    const threshold = await createPromotion({
      ...valid,
      discountType: 'delivery',
      deliveryType: 'freeAboveThreshold',
      freeDeliveryThreshold: '250 000',
      language: 'sv',
    });
    expect(threshold.body.fields).toEqual({
      freeDeliveryThreshold: 'Beloppet får vara högst 100\u00a0000 kr',
    });
    const percentage = await createPromotion({ ...valid, discountValue: '100,5', language: 'sv' });
    expect(percentage.body.fields).toEqual({ discountValue: 'En procentrabatt kan inte vara mer än 100' });
    const atMost = await createPromotion({ ...valid, discountType: 'fixed', discountValue: '100 000' });
    expect(atMost.status, atMost.raw).toBe(201);
  });

  it('refuses an edit to a reduced fee that is not a reduction', async () => {
    const id = await createdId();
    const edit = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: {
        ...valid,
        discountType: 'delivery',
        deliveryType: 'reducedFee',
        deliveryFee: 49,
        language: 'sv',
      },
      token: asVendor(),
    });
    expectFieldErrors(edit, {
      deliveryFee: 'Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr',
    });
    expect((await storedRow(id))?.discountType).toBe('percentage');
  });

  it('follows the injectable clock for "not in the past"', async () => {
    t.setNow(new Date('2030-03-11T08:00:00Z'));
    const response = await createPromotion({ ...valid, startDate: '2030-03-10' });
    expect(response.body.fields.startDate).toBe('Start date cannot be in the past');
  });

  it('needs a vendor token', async () => {
    expect((await call(t.app, '/api/vendor/promotions', { method: 'POST', body: valid })).status).toBe(401);
    expect(
      (
        await call(t.app, '/api/vendor/promotions', {
          method: 'POST',
          body: valid,
          token: accounts.admin.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe('a vendor and its own promotions', () => {
  it('lists only its own promotions, newest first', async () => {
    const own = await createdId({ ...valid, title: 'Own one' });
    const others = await createdId({ ...valid, title: 'Not mine' }, accounts.otherVendor);
    const response = await call(t.app, '/api/vendor/promotions', { token: asVendor() });
    expect(response.status).toBe(200);
    const ids = response.body.data.map((promotion: { id: string }) => promotion.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(others);
    expect(ids[0]).toBe(own);
  });

  it('cannot read, edit or delete another vendor’s promotion (404, nothing changes)', async () => {
    const others = await createdId({ ...valid, title: 'The other vendor’s' }, accounts.otherVendor);
    const read = await call(t.app, `/api/vendor/promotions/${others}`, {
      token: asVendor(),
      query: { language: 'sv' },
    });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      error: 'Kampanjen hittades inte',
      code: 'promotion_not_found',
      requestId: expect.any(String),
    });
    const edit = await call(t.app, `/api/vendor/promotions/${others}`, {
      method: 'PUT',
      body: { ...valid, title: 'Hijacked' },
      token: asVendor(),
    });
    expect(edit.status).toBe(404);
    const remove = await call(t.app, `/api/vendor/promotions/${others}`, {
      method: 'DELETE',
      token: asVendor(),
    });
    expect(remove.status).toBe(404);
    expect((await storedRow(others))?.title).toBe('The other vendor’s');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() })).status).toBe(404);
      expect(
        (await call(t.app, `/api/vendor/promotions/${id}`, { method: 'DELETE', token: asVendor() })).status,
      ).toBe(404);
    }
  });

  it('reads one own promotion', async () => {
    const id = await createdId();
    const response = await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, title: valid.title, status: 'pending', isEditable: true });
  });

  it('edits a pending promotion, validated like a new one', async () => {
    const id = await createdId();
    const response = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: { ...valid, title: 'Renamed deal', discountValue: 25, language: 'sv' },
      token: asVendor(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Kampanjen har uppdaterats',
      data: { title: 'Renamed deal' },
    });
    expect(await storedRow(id)).toMatchObject({
      title: 'Renamed deal',
      discountValue: 25,
      status: 'pending',
    });

    const invalid = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: { ...valid, discountValue: 120 },
      token: asVendor(),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.discountValue).toBe('A percentage discount cannot be more than 100');
  });

  it('keeps a start date that has come while pending, but refuses moving it into the past', async () => {
    const id = await createdId();
    t.setNow(new Date('2030-03-11T08:00:00Z'));
    const keep = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: { ...valid, title: 'Same start date' },
      token: asVendor(),
    });
    expect(keep.status).toBe(200);
    const earlier = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: { ...valid, startDate: '2030-03-09' },
      token: asVendor(),
    });
    expectFieldErrors(earlier, { startDate: 'Start date cannot be in the past' });
  });

  it('deletes a pending promotion', async () => {
    const id = await createdId();
    const response = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'DELETE',
      token: asVendor(),
      query: { language: 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Promotion deleted successfully' });
    expect(await storedRow(id)).toBeUndefined();
  });

  it.each(['active', 'inactive', 'expired'] as const)(
    'cannot edit or delete a promotion that is %s (409)',
    async (status) => {
      const id = await createdId();
      await setStoredStatus(id, status);
      const edit = await call(t.app, `/api/vendor/promotions/${id}`, {
        method: 'PUT',
        body: { ...valid, title: 'Too late', language: 'en' },
        token: asVendor(),
      });
      expect(edit.status).toBe(409);
      expect(edit.body).toEqual({
        error: 'Only pending promotions can be changed',
        code: 'promotion_not_editable',
        requestId: expect.any(String),
      });
      const remove = await call(t.app, `/api/vendor/promotions/${id}`, {
        method: 'DELETE',
        token: asVendor(),
        query: { language: 'sv' },
      });
      expect(remove.status).toBe(409);
      expect(remove.body.error).toBe('Endast väntande kampanjer kan ändras');
      expect(await storedRow(id)).toMatchObject({ title: valid.title, status });
      const read = await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() });
      expect(read.body.data).toMatchObject({ status, isEditable: false });
    },
  );

  it('filters its list by status', async () => {
    const active = await createdId({ ...valid, title: 'Approved one' });
    await adminAction(active, 'approve', 'pending');
    const response = await call(t.app, '/api/vendor/promotions', {
      token: asVendor(),
      query: { status: 'active' },
    });
    expect(response.body.data.map((p: { id: string }) => p.id)).toContain(active);
    expect(response.body.data.every((p: { status: string }) => p.status === 'active')).toBe(true);
    const bad = await call(t.app, '/api/vendor/promotions', {
      token: asVendor(),
      query: { status: 'bogus' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/vendor/promotions in pages (issue 20)', () => {
  // An app of their own, so that the vendors have only the promotions the test makes.
  const { t: fresh, accounts: freshAccounts } = signedInTestApp({ now: NOW });

  it('pages its own promotions on the server, with the total and the counts of each status', async () => {
    const { admin, vendor, otherVendor } = freshAccounts;
    const create = async (title: string, token = vendor.token) => {
      const answer = await call(fresh.app, '/api/vendor/promotions', {
        method: 'POST',
        body: { ...valid, title },
        token,
      });
      expect(answer.status, answer.raw).toBe(201);
      return answer.body.data.id as string;
    };
    // Five own promotions (created one second apart, so "newest first" is their reverse order):
    // two approved, one ended yesterday (expired), two pending; and one of another vendor's.
    const ids: string[] = [];
    for (let index = 1; index <= 5; index++) {
      fresh.setNow(new Date(NOW.getTime() + index * 1000));
      ids.push(await create(`Deal ${index}`));
    }
    await create('Not mine', otherVendor.token);
    for (const id of [ids[0]!, ids[1]!, ids[2]!]) {
      await call(fresh.app, `/api/promotions/${id}/status`, {
        method: 'PATCH',
        body: { action: 'approve', expectedStatus: 'pending' },
        token: admin.token,
      });
    }
    await fresh.database.db
      .update(promotions)
      .set({ endDate: '2030-03-09' })
      .where(eq(promotions.id, ids[0]!));

    const list = (query: Record<string, string>) =>
      call(fresh.app, '/api/vendor/promotions', { token: vendor.token, query });
    const counts = { all: 5, pending: 2, active: 2, inactive: 0, expired: 1 };

    const first = await list({ pageSize: '2' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, counts });
    expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([ids[4], ids[3]]);
    const last = await list({ pageSize: '2', page: '3' });
    expect(last.body).toMatchObject({ total: 5, page: 3, pageSize: 2, counts });
    expect(last.body.data.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    const past = await list({ pageSize: '2', page: '4' });
    expect(past.body).toMatchObject({ data: [], total: 5, page: 4, counts });

    // A status pages within itself; its total is its count, the counts stay the vendor's.
    const active = await list({ status: 'active', pageSize: '1', page: '2' });
    expect(active.body).toMatchObject({ total: 2, page: 2, pageSize: 1, counts });
    expect(active.body.data.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [ids[1], 'active'],
    ]);
    const expired = await list({ status: 'expired' });
    expect(expired.body).toMatchObject({ total: 1, counts, data: [{ id: ids[0], status: 'expired' }] });

    // The default page size is the lists' (20).
    expect((await list({})).body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    // The other vendor sees only its own.
    const others = await call(fresh.app, '/api/vendor/promotions', { token: otherVendor.token });
    expect(others.body).toMatchObject({ total: 1, counts: { all: 1, pending: 1 } });
  });

  it('refuses a page or page size out of bounds, in the request’s language', async () => {
    const bad = await call(t.app, '/api/vendor/promotions', {
      token: asVendor(),
      query: { page: '0', pageSize: '101' },
    });
    expectFieldErrors(bad, { page: 'Invalid value', pageSize: 'Invalid value' });
    const swedish = await call(t.app, '/api/vendor/promotions', {
      token: asVendor(),
      query: { page: 'x', language: 'sv' },
    });
    expectFieldErrors(swedish, { page: 'Ogiltigt värde' });
    // Admins have their own list; the vendor one is for vendors only.
    const asAdmin = await call(t.app, '/api/vendor/promotions', { token: accounts.admin.token });
    expect(asAdmin.status).toBe(403);
  });
});

describe('promotions past their end date', () => {
  const { t: fresh, accounts: freshAccounts } = signedInTestApp({ now: NOW });

  it('read as expired everywhere, and can be neither edited nor approved', async () => {
    const { admin, vendor } = freshAccounts;
    const create = await call(fresh.app, '/api/vendor/promotions', {
      method: 'POST',
      body: { ...valid, endDate: '2030-03-11' },
      token: vendor.token,
    });
    const id = create.body.data.id as string;
    await call(fresh.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      body: { action: 'approve', expectedStatus: 'pending' },
      token: admin.token,
    });

    // The end date is inclusive: still active on its last day.
    fresh.setNow(new Date('2030-03-11T21:00:00Z'));
    vendor.token = await signIn(fresh.app, 'vendor', vendor.email);
    let own = await call(fresh.app, `/api/vendor/promotions/${id}`, { token: vendor.token });
    expect(own.body.data.status).toBe('active');

    // 00:30 on 12 March in Stockholm (still the 11th in UTC): the end date has passed.
    fresh.setNow(new Date('2030-03-11T23:30:00Z'));
    admin.token = await signIn(fresh.app, 'admin', admin.email);
    own = await call(fresh.app, `/api/vendor/promotions/${id}`, { token: vendor.token });
    expect(own.body.data).toMatchObject({ status: 'expired', isEditable: false });
    const vendorList = await call(fresh.app, '/api/vendor/promotions', {
      token: vendor.token,
      query: { status: 'expired' },
    });
    expect(vendorList.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    const vendorActive = await call(fresh.app, '/api/vendor/promotions', {
      token: vendor.token,
      query: { status: 'active' },
    });
    expect(vendorActive.body.data).toEqual([]);

    const adminList = await call(fresh.app, '/api/promotions', {
      token: admin.token,
      query: { status: 'expired' },
    });
    expect(adminList.body).toMatchObject({ total: 1, data: [{ id, status: 'expired' }] });
    const adminActive = await call(fresh.app, '/api/promotions', {
      token: admin.token,
      query: { status: 'active' },
    });
    expect(adminActive.body.total).toBe(0);
    const stats = await call(fresh.app, '/api/promotions/stats', { token: admin.token });
    expect(stats.body.data.counts).toEqual({
      pending: 0,
      scheduled: 0,
      active: 0,
      inactive: 0,
      expired: 1,
    });
    const details = await call(fresh.app, `/api/promotions/${id}`, { token: admin.token });
    expect(details.body.data.status).toBe('expired');

    for (const action of PROMOTION_ACTIONS) {
      const answer = await call(fresh.app, `/api/promotions/${id}/status`, {
        method: 'PATCH',
        body: { action, expectedStatus: 'expired' },
        token: admin.token,
      });
      expect(answer.status, action).toBe(409);
      expect(answer.body.code, action).toBe('illegal_transition');
    }
    // A screen loaded yesterday still shows it active: the action is refused with the current state.
    const stale = await call(fresh.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      body: { action: 'reject', expectedStatus: 'active' },
      token: admin.token,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_status', data: { id, status: 'expired' } });
    const [row] = await fresh.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row?.status).toBe('active'); // computed, not swept
  });

  it('a pending promotion past its end date cannot be edited or deleted', async () => {
    const id = await createdId({ ...valid, endDate: '2030-03-11' });
    t.setNow(new Date('2030-03-13T09:00:00Z'));
    const vendor = { token: await signIn(t.app, 'vendor', accounts.vendor.email) };
    const edit = await call(t.app, `/api/vendor/promotions/${id}`, {
      method: 'PUT',
      body: { ...valid, startDate: '2030-03-13', endDate: '2030-03-20' },
      token: vendor.token,
    });
    expect(edit.status).toBe(409);
    expect(
      (await call(t.app, `/api/vendor/promotions/${id}`, { method: 'DELETE', token: vendor.token })).status,
    ).toBe(409);
  });
});

describe('PATCH /api/promotions/:id/status', () => {
  const TRANSITIONS: Record<PromotionAction, { from: PromotionStatus[]; to: PromotionStatus }> = {
    approve: { from: ['pending', 'inactive'], to: 'active' },
    reject: { from: ['pending', 'active'], to: 'inactive' },
    setPending: { from: ['active', 'inactive'], to: 'pending' },
    markExpired: { from: ['pending', 'active', 'inactive'], to: 'expired' },
  };
  const matrix = PROMOTION_STATUSES.flatMap((from) =>
    PROMOTION_ACTIONS.map((action) => [from, action] as [PromotionStatus, PromotionAction]),
  );

  it.each(matrix)('from %s, %s is applied only when DESIGN.md §5 allows it', async (from, action) => {
    const id = await createdId();
    await setStoredStatus(id, from);
    const rule = TRANSITIONS[action];
    const response = await adminAction(id, action, from, 'en');
    const row = await storedRow(id);
    if (rule.from.includes(from)) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Promotion status updated',
        data: {
          id,
          status: rule.to,
          lastAction: action,
          lastActionBy: { id: accounts.admin.id, email: accounts.admin.email },
        },
      });
      expect(row).toMatchObject({ status: rule.to, lastAction: action, lastActionBy: accounts.admin.id });
      expect(row?.lastActionAt?.toISOString()).toBe(NOW.toISOString());
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, id), eq(auditLog.actorRole, 'admin')),
        );
      expect(audit).toMatchObject([{ actorId: accounts.admin.id, action, details: { from, to: rule.to } }]);
    } else {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'This action is not allowed in the current status',
        code: 'illegal_transition',
        requestId: expect.any(String),
      });
      expect(row).toMatchObject({ status: from, lastAction: null });
    }
  });

  it('answers in Swedish, and refuses an unknown action or promotion', async () => {
    const id = await createdId();
    const approved = await adminAction(id, 'approve', 'pending', 'sv');
    expect(approved.body.message).toBe('Kampanjens status har uppdaterats');
    const illegal = await adminAction(id, 'approve', 'active', 'sv');
    expect(illegal.body.error).toBe(translateMessage('illegalTransition', 'sv'));
    const unknownAction = await adminAction(id, 'delete', 'active', 'en');
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.body.fields.action).toBe('Please choose one of the available options');
    const missingAction = await call(t.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      body: { expectedStatus: 'active', language: 'en' },
      token: accounts.admin.token,
    });
    expect(missingAction.body.fields.action).toBe('Please choose an action');
    const missingStatus = await call(t.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      body: { action: 'reject', language: 'sv' },
      token: accounts.admin.token,
    });
    expectFieldErrors(missingStatus, { expectedStatus: 'Välj en status' });
    expect((await adminAction('00000000-0000-4000-8000-000000000000', 'approve', 'pending')).status).toBe(
      404,
    );
    expect((await adminAction('nope', 'approve', 'pending')).status).toBe(404);
  });

  // Issue 14 item 6: approve and reject sent together must not both be told they worked.
  it('lets only one of approve and reject sent together succeed; the other gets 409 and the current promotion', async () => {
    const id = await createdId();
    const answers = await Promise.all([
      adminAction(id, 'approve', 'pending', 'sv'),
      adminAction(id, 'reject', 'pending', 'sv'),
    ]);
    const { winner, loser } = oneWinner(answers);
    expect(loser.body).toEqual(staleAnswerInSwedish(winner.body.data));
    expect((await storedRow(id))?.status).toBe(winner.body.data.status);
    const adminAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.actorRole, 'admin')));
    expect(adminAudit).toHaveLength(1);
  });

  it('refuses an action based on a status the promotion no longer has, with the current promotion', async () => {
    const id = await createdId();
    await setStoredStatus(id, 'inactive');
    // The admin's screen still shows it pending; approve is legal from both, but was decided blind.
    const response = await adminAction(id, 'approve', 'pending');
    expectStale(response, { id, status: 'inactive', lastAction: null });
    expect(await storedRow(id)).toMatchObject({ status: 'inactive', lastAction: null });
  });

  it('is for admins only', async () => {
    const id = await createdId();
    const asVendorCall = await call(t.app, `/api/promotions/${id}/status`, {
      method: 'PATCH',
      body: { action: 'approve', expectedStatus: 'pending' },
      token: asVendor(),
    });
    expect(asVendorCall.status).toBe(403);
    expect((await storedRow(id))?.status).toBe('pending');
  });
});

describe('admin list, stats and details', () => {
  const { t: fresh, accounts: freshAccounts } = signedInTestApp({ now: NOW });
  let admin: { token: string; id: string };
  let pizzeria: { token: string; id: string; vendorName: string };
  let bakery: { token: string; id: string; vendorName: string };

  beforeAll(async () => {
    admin = freshAccounts.admin;
    pizzeria = freshAccounts.vendor;
    bakery = freshAccounts.otherVendor;
    const make = (vendor: { token: string }, body: Record<string, unknown>) =>
      call(fresh.app, '/api/vendor/promotions', {
        method: 'POST',
        body: { ...valid, ...body },
        token: vendor.token,
      });
    const a = await make(pizzeria, { title: 'Calzone Monday' });
    await make(pizzeria, { title: 'Family 50% evening', description: 'Half price 100% guaranteed fun.' });
    const c = await make(bakery, { title: 'Cinnamon bun week' });
    await call(fresh.app, `/api/promotions/${a.body.data.id}/status`, {
      method: 'PATCH',
      body: { action: 'approve', expectedStatus: 'pending' },
      token: admin.token,
    });
    await call(fresh.app, `/api/promotions/${c.body.data.id}/status`, {
      method: 'PATCH',
      body: { action: 'reject', expectedStatus: 'pending' },
      token: admin.token,
    });
    await fresh.database.db
      .update(promotions)
      .set({ views: 100, orders: 7, revenue: 1234.5 })
      .where(eq(promotions.id, a.body.data.id));
    await fresh.database.db
      .update(promotions)
      .set({ views: 20, orders: 1, revenue: 99.25 })
      .where(eq(promotions.id, c.body.data.id));
  });

  const list = (query: Record<string, string> = {}) =>
    call(fresh.app, '/api/promotions', { token: admin.token, query });

  it('lists every vendor’s promotions with the vendor name, newest first', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(response.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Cinnamon bun week',
      'Family 50% evening',
      'Calzone Monday',
    ]);
    expect(response.body.data[0]).toMatchObject({
      vendorName: bakery.vendorName,
      status: 'inactive',
      lastAction: 'reject',
    });
  });

  it('searches title, description and vendor name; wildcards are literal', async () => {
    expect((await list({ q: 'CALZONE' })).body.data.map((p: { title: string }) => p.title)).toEqual([
      'Calzone Monday',
    ]);
    expect((await list({ q: bakery.vendorName.toLowerCase() })).body.total).toBe(1);
    expect((await list({ q: '50% eve' })).body.data.map((p: { title: string }) => p.title)).toEqual([
      'Family 50% evening',
    ]);
    // As a wildcard, '%' would match "Family 50% evening".
    expect((await list({ q: 'family%evening' })).body.total).toBe(0);
    expect((await list({ q: 'nothing like this' })).body).toMatchObject({ total: 0, data: [] });
  });

  it('filters by status and combines it with search', async () => {
    expect((await list({ status: 'active' })).body.data.map((p: { title: string }) => p.title)).toEqual([
      'Calzone Monday',
    ]);
    expect((await list({ status: 'pending' })).body.total).toBe(1);
    expect((await list({ status: 'inactive', q: 'calzone' })).body.total).toBe(0);
    expect((await list({ status: 'wrong' })).status).toBe(400);
  });

  it('pages', async () => {
    const first = await list({ pageSize: '2', page: '1' });
    const second = await list({ pageSize: '2', page: '2' });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.total).toBe(3);
  });

  it('counts by status and sums views, orders and revenue', async () => {
    const response = await call(fresh.app, '/api/promotions/stats', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      total: 3,
      counts: { pending: 1, scheduled: 0, active: 1, inactive: 1, expired: 0 },
      views: 120,
      orders: 8,
      revenue: 1333.75,
    });
  });

  it('shows one promotion with its action history', async () => {
    const [calzone] = (await list({ q: 'calzone' })).body.data;
    const response = await call(fresh.app, `/api/promotions/${calzone.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      title: 'Calzone Monday',
      vendorName: pizzeria.vendorName,
      lastActionBy: { id: admin.id },
      history: [
        { action: 'create', actorRole: 'vendor', actorName: pizzeria.vendorName },
        {
          action: 'approve',
          actorRole: 'admin',
          actorName: 'Test Admin',
          details: { from: 'pending', to: 'active' },
        },
      ],
    });
    expect((await call(fresh.app, '/api/promotions/not-an-id', { token: admin.token })).status).toBe(404);
  });
});

describe('promotions on menu items (issue 19 §3)', () => {
  const specific = (itemIds: string[], body: Record<string, unknown> = {}) => ({
    ...valid,
    discountType: 'bogo',
    discountValue: '',
    applicableTo: 'specific',
    itemIds,
    ...body,
  });
  const storedItems = (promotionId: string) =>
    t.database.db
      .select()
      .from(promotionItems)
      .where(eq(promotionItems.promotionId, promotionId))
      .orderBy(promotionItems.position);
  const adminDetails = (id: string) => call(t.app, `/api/promotions/${id}`, { token: accounts.admin.token });
  const update = (id: string, body: Record<string, unknown>, vendor: Token = accounts.vendor) =>
    call(t.app, `/api/vendor/promotions/${id}`, { method: 'PUT', body, token: asVendor(vendor) });

  it('stores the chosen items in the chosen order, once each, and answers them with menu details', async () => {
    const menu = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio', 'Kebabpizza']);
    const [margherita, vesuvio, kebab] = menu;
    const response = await createPromotion(specific([kebab!.id, margherita!.id, kebab!.id]));
    expect(response.status, response.raw).toBe(201);
    expect(response.body.data).toMatchObject({
      applicableTo: 'specific',
      itemCount: 2,
      items: [
        { id: kebab!.id, name: 'Kebabpizza', onMenu: true, category: 'Pizza', price: 111 },
        { id: margherita!.id, name: 'Margherita', onMenu: true, category: 'Pizza', price: 90 },
      ],
    });
    const id = response.body.data.id as string;
    expect(await storedItems(id)).toEqual([
      { promotionId: id, position: 0, menuItemId: kebab!.id, itemName: 'Kebabpizza' },
      { promotionId: id, position: 1, menuItemId: margherita!.id, itemName: 'Margherita' },
    ]);
    expect(vesuvio).toBeDefined();

    // The same items and derived count in the vendor's list and one promotion, and the admin's.
    const own = await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() });
    expect(own.body.data).toMatchObject({ itemCount: 2, items: response.body.data.items });
    const ownList = await call(t.app, '/api/vendor/promotions', { token: asVendor() });
    expect(ownList.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({ itemCount: 2 });
    const adminList = await call(t.app, '/api/promotions', {
      token: accounts.admin.token,
      query: { pageSize: '100' },
    });
    expect(adminList.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({
      itemCount: 2,
      items: response.body.data.items,
    });
    expect((await adminDetails(id)).body.data).toMatchObject({
      itemCount: 2,
      items: response.body.data.items,
    });
  });

  it("answers a create and an edit with what a read of the promotion answers (the vendor's name, the items)", async () => {
    const [margherita, vesuvio, kebab] = await uploadMenu(accounts.vendor, [
      'Margherita',
      'Vesuvio',
      'Kebabpizza',
    ]);
    const read = async (id: string) =>
      (await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() })).body.data;
    const created = await createPromotion(specific([vesuvio!.id, margherita!.id]));
    expect(created.status, created.raw).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data).toEqual(await read(id));
    expect(created.body.data).toMatchObject({ vendorName: accounts.vendor.vendorName, itemCount: 2 });
    for (const body of [specific([kebab!.id]), valid]) {
      const edited = await update(id, body);
      expect(edited.status, edited.raw).toBe(200);
      expect(edited.body.data).toEqual(await read(id));
    }
    const wholeMenu = await createPromotion(valid);
    expect(wholeMenu.body.data).toEqual(await read(wholeMenu.body.data.id));
  });

  it.each([
    ['en', 'Choose items from your menu'],
    ['sv', 'Välj produkter från din meny'],
  ])(
    "refuses another vendor's items and unknown ids with 400 in %s, storing nothing",
    async (language, text) => {
      const [own] = await uploadMenu(accounts.vendor, ['Margherita']);
      const [theirs] = await uploadMenu(accounts.otherVendor, ['Cinnamon bun']);
      const before = await t.database.db.select({ id: promotions.id }).from(promotions);
      for (const itemIds of [[own!.id, theirs!.id], [theirs!.id], [crypto.randomUUID()], ['not-an-id']]) {
        const response = await createPromotion({ ...specific(itemIds), language });
        expect(response.status, JSON.stringify(itemIds)).toBe(400);
        expect(response.body).toMatchObject({ code: 'validation_failed', fields: { itemIds: text } });
      }
      expect(await t.database.db.select({ id: promotions.id }).from(promotions)).toHaveLength(before.length);

      // Nor by editing: the promotion keeps its items.
      const id = await createdId(specific([own!.id]));
      const refused = await update(id, { ...specific([theirs!.id]), language });
      expectFieldErrors(refused, { itemIds: text });
      expect((await storedItems(id)).map((item) => item.menuItemId)).toEqual([own!.id]);
    },
  );

  it('replaces the items on edit, and drops them when the promotion covers the whole menu', async () => {
    const [a, b, c] = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio', 'Kebabpizza']);
    const id = await createdId(specific([a!.id]));
    const edited = await update(id, specific([c!.id, b!.id]));
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.data).toMatchObject({
      itemCount: 2,
      items: [
        { id: c!.id, name: 'Kebabpizza' },
        { id: b!.id, name: 'Vesuvio' },
      ],
    });
    expect((await storedItems(id)).map((item) => item.menuItemId)).toEqual([c!.id, b!.id]);

    const whole = await update(id, { ...specific([a!.id]), applicableTo: 'all' });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toMatchObject({ applicableTo: 'all', itemCount: null, items: [] });
    expect(await storedItems(id)).toEqual([]);
  });

  it('keeps an item removed from the menu named, marked as no longer on it, and still counted', async () => {
    const [a, b] = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio']);
    const id = await createdId(specific([a!.id, b!.id]));
    // However the item leaves the menu (an edit, a new upload), its row is deleted.
    await t.database.db.delete(menuItems).where(eq(menuItems.id, b!.id));

    const details = await adminDetails(id);
    expect(details.body.data.itemCount).toBe(2);
    expect(details.body.data.items).toEqual([
      { id: a!.id, name: 'Margherita', onMenu: true, category: 'Pizza', price: 90 },
      { id: null, name: 'Vesuvio', onMenu: false },
    ]);
    const own = await call(t.app, `/api/vendor/promotions/${id}`, { token: asVendor() });
    expect(own.body.data.items).toEqual(details.body.data.items);

    // The vendor's list shows the menu change as well.
    const ownList = await call(t.app, '/api/vendor/promotions', { token: asVendor() });
    expect(ownList.body.data.find((p: { id: string }) => p.id === id).items[1]).toEqual({
      id: null,
      name: 'Vesuvio',
      onMenu: false,
    });
    await t.database.db.delete(menuItems).where(eq(menuItems.id, a!.id));
    const later = await call(t.app, '/api/vendor/promotions', { token: asVendor() });
    expect(later.body.data.find((p: { id: string }) => p.id === id).items[0]).toMatchObject({
      onMenu: false,
    });

    // Deleting the promotion deletes its item rows.
    expect(
      (await call(t.app, `/api/vendor/promotions/${id}`, { method: 'DELETE', token: asVendor() })).status,
    ).toBe(200);
    expect(await storedItems(id)).toEqual([]);
  });

  it("keeps the items through the admin's menu changes: a deleted item stays named, a kept one keeps its id", async () => {
    const [a, b, c] = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio', 'Kebabpizza']);
    const id = await createdId(specific([a!.id, b!.id, c!.id]));
    const menu = await call(t.app, `/api/menus/${accounts.vendor.id}/items`, { token: accounts.admin.token });
    const vesuvio = menu.body.data.find((item: { name: string }) => item.name === 'Vesuvio');
    const deleted = await call(t.app, `/api/menus/${accounts.vendor.id}/items/${b!.id}`, {
      method: 'DELETE',
      query: { expectedUpdatedAt: vesuvio.updatedAt },
      token: accounts.admin.token,
    });
    expect(deleted.status, deleted.raw).toBe(200);
    // A new upload without Kebabpizza: Margherita is matched and keeps its id, Kebabpizza is removed.
    const upload = await call(t.app, `/api/menus/${accounts.vendor.id}/items`, {
      method: 'POST',
      body: { menus: [{ name: 'Margherita', price: 90, category: 'Pizza' }] },
      token: accounts.admin.token,
    });
    expect(upload.status, upload.raw).toBe(200);
    const details = await adminDetails(id);
    expect(details.body.data).toMatchObject({ itemCount: 3 });
    expect(details.body.data.items).toEqual([
      { id: a!.id, name: 'Margherita', onMenu: true, category: 'Pizza', price: 90 },
      { id: null, name: 'Vesuvio', onMenu: false },
      { id: null, name: 'Kebabpizza', onMenu: false },
    ]);
  });

  it('shows a promotion stored before items could be chosen with its typed count, until it is edited', async () => {
    const id = await createdId(valid);
    await t.database.db
      .update(promotions)
      .set({ applicableTo: 'specific', legacyItemCount: 4 })
      .where(eq(promotions.id, id));
    expect((await adminDetails(id)).body.data).toMatchObject({
      applicableTo: 'specific',
      itemCount: 4,
      items: [],
    });

    const [a] = await uploadMenu(accounts.vendor, ['Margherita']);
    const edited = await update(id, specific([a!.id]));
    expect(edited.body.data).toMatchObject({ itemCount: 1 });
    expect(await storedRow(id)).toMatchObject({ legacyItemCount: null });
  });

  it('exports the derived count in the CSV', async () => {
    const [a, b] = await uploadMenu(accounts.vendor, ['Margherita', 'Vesuvio']);
    await createdId(specific([a!.id, b!.id], { title: 'Two pizzas export' }));
    await createdId({ ...valid, title: 'Whole menu export' });
    const csv = await call(t.app, '/api/promotions/export.csv', {
      token: accounts.admin.token,
      query: { q: 'export', sort: 'title', order: 'desc' },
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parse(csv.raw.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    const items = header!.indexOf('Items');
    expect(items).toBeGreaterThan(0);
    expect(rows.map((row) => [row[0], row[items]])).toEqual([
      ['Whole menu export', ''],
      ['Two pizzas export', '2'],
    ]);
  });
});
