import { translateMessage } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema.ts';
import {
  auditEntriesOf,
  signedInTestApp,
  validOffer as valid,
  expectSuccessLike,
} from '../../test/fixtures.ts';
import { call } from '../../test/test-app.ts';

// Platform offers (DESIGN.md §4): admin CRUD with the shared OfferSchema, and the public list of
// active offers running today, on the injectable clock.
const NOW = new Date('2030-06-15T10:00:00Z');

const { t, accounts } = signedInTestApp({ now: NOW });
beforeEach(async () => {
  t.setNow(NOW);
  await t.database.db.delete(offers);
});

const admin = () => accounts.admin.token;
const create = (body: Record<string, unknown> = valid, token = admin()) =>
  call(t.app, '/api/offers', { method: 'POST', body, token });
const activeOffers = (language?: string) =>
  call(t.app, '/api/offers/active', { query: language ? { language } : undefined });

describe('admin offers', () => {
  it('creates an offer (past start allowed) and answers in both languages', async () => {
    const english = await create({ ...valid, language: 'en' });
    expectSuccessLike(english, 201, 'Offer created successfully', {
      data: {
        titleSv: valid.titleSv,
        titleEn: valid.titleEn,
        descriptionSv: valid.descriptionSv,
        descriptionEn: valid.descriptionEn,
        discountType: 'delivery',
        discountValue: null,
        active: true,
        isLive: true,
      },
    });
    const swedish = await create({ ...valid, active: false, language: 'sv' });
    expect(swedish.body.message).toBe('Erbjudandet har skapats');
    expect(swedish.body.data.isLive).toBe(false);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, english.body.data.id));
    expect(row).toMatchObject({
      titleSv: valid.titleSv,
      titleEn: valid.titleEn,
      descriptionSv: valid.descriptionSv,
      descriptionEn: valid.descriptionEn,
      createdBy: accounts.admin.id,
      updatedBy: accounts.admin.id,
      active: true,
    });
    const audit = await auditEntriesOf(t.database.db, 'offer', row!.id);
    expect(audit).toMatchObject([
      {
        actorRole: 'admin',
        actorId: accounts.admin.id,
        action: 'create',
        details: { titleSv: valid.titleSv, titleEn: valid.titleEn },
      },
    ]);
  });

  const discount = (discountType: string, discountValue: unknown) => ({ discountType, discountValue });
  const rules: [string, Record<string, unknown>, string, string][] = [
    ['Swedish title', { titleSv: 'ab' }, 'titleSv', 'titleTooShort'],
    ['English title', { titleEn: undefined }, 'titleEn', 'titleRequired'],
    ['Swedish description', { descriptionSv: '' }, 'descriptionSv', 'descriptionRequired'],
    ['English description', { descriptionEn: 'x'.repeat(501) }, 'descriptionEn', 'descriptionTooLong'],
    ['discount type', { discountType: 'gift' }, 'discountType', 'invalidDiscountType'],
    ['percentage over 100', discount('percentage', 150), 'discountValue', 'percentageTooHigh'],
    ['fixed without value', discount('fixed', ''), 'discountValue', 'discountValueRequired'],
    ['end before start', { endDate: '2030-05-01' }, 'endDate', 'endDateAfterStart'],
    // Decision 061: the maxima and the one reading of typed amounts, as in the vendor's promotions.
    ['fixed amount over 100 000 kr', discount('fixed', '100 000,50'), 'discountValue', 'amountTooLarge'],
    ['amount with two decimal marks', discount('fixed', '1.249,00'), 'discountValue', 'amountUnreadable'],
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

  it('reads an amount typed with a decimal comma and a thousands space (decision 061)', async () => {
    const typed = await create({ ...valid, discountType: 'fixed', discountValue: '1\u202f249,50' });
    expect(typed.status, typed.raw).toBe(201);
    expect(typed.body.data.discountValue).toBe(1249.5);
    const tooMuch = await create({ ...valid, discountType: 'fixed', discountValue: 250_000, language: 'sv' });
    expect(tooMuch.body.fields).toEqual({ discountValue: 'Beloppet får vara högst 100\u00a0000 kr' });
  });

  it('lists, reads, edits, activates, deactivates and deletes, recording each change', async () => {
    const id = (await create()).body.data.id as string;
    const listed = await call(t.app, '/api/offers', { token: admin() });
    expect(listed.body).toMatchObject({
      total: 1,
      data: [{ id, titleSv: valid.titleSv, titleEn: valid.titleEn }],
    });
    expect((await call(t.app, `/api/offers/${id}`, { token: admin() })).body.data).toMatchObject({
      id,
      active: true,
    });

    const edited = await call(t.app, `/api/offers/${id}`, {
      method: 'PUT',
      body: {
        ...valid,
        titleSv: '15 % rabatt på matvaror',
        titleEn: '15% off groceries',
        discountType: 'percentage',
        discountValue: 15,
        language: 'sv',
      },
      token: admin(),
    });
    expectSuccessLike(edited, 200, 'Erbjudandet har uppdaterats', {
      data: { titleSv: '15 % rabatt på matvaror', titleEn: '15% off groceries', discountValue: 15 },
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

    const audit = await auditEntriesOf(t.database.db, 'offer', id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'activate',
      'delete',
    ]);
  });

  it('searches titles and descriptions in both languages', async () => {
    await create();
    await create({ ...valid, titleSv: 'Helgens apoteksdeal', titleEn: 'Weekend pharmacy deal' });
    for (const q of ['PHARMACY', 'apoteks']) {
      const response = await call(t.app, '/api/offers', { token: admin(), query: { q } });
      expect(response.body.data.map((offer: { titleEn: string }) => offer.titleEn)).toEqual([
        'Weekend pharmacy deal',
      ]);
    }
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

/** The same title in both languages, with a Swedish marker, for tests about which offers show. */
const titled = (title: string) => ({ titleSv: `${title} (sv)`, titleEn: title });

describe('GET /api/offers/active', () => {
  it('answers in the requested language: Swedish for sv and se, English otherwise (issue 15)', async () => {
    await create();
    const text = (language?: string) =>
      activeOffers(language).then((response) =>
        response.body.data.map((offer: { title: string; description: string }) => [
          offer.title,
          offer.description,
        ]),
      );
    const swedish = [[valid.titleSv, valid.descriptionSv]];
    const english = [[valid.titleEn, valid.descriptionEn]];
    // Asked alternately, so an answer kept in memory for one language is never given to the other.
    expect(await text('sv')).toEqual(swedish);
    expect(await text('en')).toEqual(english);
    expect(await text('sv')).toEqual(swedish);
    expect(await text('se')).toEqual(swedish);
    expect(await text()).toEqual(english);
    expect(await text('de')).toEqual(english);
  });

  it('shows an edited Swedish text at once (the kept answers of both languages are dropped)', async () => {
    const id = (await create()).body.data.id as string;
    expect((await activeOffers('sv')).body.data[0].title).toBe(valid.titleSv);
    expect((await activeOffers('en')).body.data[0].title).toBe(valid.titleEn);
    await call(t.app, `/api/offers/${id}`, {
      method: 'PUT',
      body: { ...valid, titleSv: 'Gratis leverans hela veckan', titleEn: 'Free delivery all week' },
      token: admin(),
    });
    expect((await activeOffers('sv')).body.data[0].title).toBe('Gratis leverans hela veckan');
    expect((await activeOffers('en')).body.data[0].title).toBe('Free delivery all week');
  });

  it('shows active offers running today to anyone, in exactly the shape the home page reads', async () => {
    const running = (await create({ ...valid, ...titled('Running now') })).body.data;
    await create({ ...valid, ...titled('Switched off'), active: false });
    await create({ ...valid, ...titled('Not started'), startDate: '2030-06-16' });
    await create({ ...valid, ...titled('Already over'), startDate: '2030-05-01', endDate: '2030-06-14' });
    await create({ ...valid, ...titled('Last day'), startDate: '2030-06-10', endDate: '2030-06-15' });
    await create({
      ...valid,
      ...titled('First day'),
      discountType: 'fixed',
      discountValue: 50,
      startDate: '2030-06-15',
      endDate: '2030-07-15',
    });

    const response = await activeOffers('en');
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
      description: valid.descriptionEn,
      discountType: 'delivery',
      discountValue: null,
      startDate: '2030-06-01',
      endDate: '2030-06-30',
    });
    expect(response.body.data[2]).toMatchObject({ discountType: 'fixed', discountValue: 50 });
  });

  it('follows the clock (Stockholm dates)', async () => {
    await create({ ...valid, ...titled('June only') });
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
