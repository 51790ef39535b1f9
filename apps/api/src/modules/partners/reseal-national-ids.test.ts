import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonnummer } from '../../../../../packages/domain/src/test-support.ts';
import { type App, buildApp } from '../../app.ts';
import { partnerApplications, partnerUpdateRequests } from '../../db/schema.ts';
import { readEnv } from '../../env.ts';
import {
  dataKeyring,
  generateDataKey,
  lookupHash,
  open,
  seal,
  sealedKeyId,
} from '../../lib/personal-data-crypto.ts';
import { signedInAccounts } from '../../test/fixtures.ts';
import { applicationByCase, riderApplication } from '../../test/forms.ts';
import { call, createTestApp, TEST_DATA_ENCRYPTION_KEY, type TestApp } from '../../test/test-app.ts';
import { nationalIdColumns } from './national-id.ts';
import { resealNationalIds } from './reseal-national-ids.ts';

// Rotating the data key (decision 058, `npm run data-key:rotate`): values sealed with key A are
// re-sealed and re-hashed with key B while A is a previous key; afterwards B alone opens and finds
// every one. On PGlite and PostgreSQL.
const KEY_A = TEST_DATA_ENCRYPTION_KEY;
const KEY_B = generateDataKey();
const onlyA = dataKeyring(KEY_A);
const bWithA = dataKeyring(KEY_B, [KEY_A]);
const onlyB = dataKeyring(KEY_B);

let t: TestApp;
const apps: App[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '10000' } });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

/** Another API process on the same database, with these keys. */
async function appWith(keys: { current: string; previous?: string }): Promise<App> {
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_FORM_RATE_LIMIT: '10000',
    DATA_ENCRYPTION_KEY: keys.current,
    ...(keys.previous && { DATA_ENCRYPTION_PREVIOUS_KEYS: keys.previous }),
  });
  const app = await buildApp({ env, database: t.database });
  await app.ready();
  apps.push(app);
  return app;
}

async function apply(app: App, nationalId: string) {
  const answer = await call(app, '/api/partners/riders', {
    method: 'POST',
    body: riderApplication({ nationalId }),
  });
  expect(answer.status, answer.raw).toBe(201);
  return answer.body.caseNumber as string;
}

const rowByCase = (caseNumber: string) => applicationByCase(t.database.db, caseNumber);

describe('resealNationalIds', () => {
  it('re-seals every value of key A with key B, after which B alone opens and finds them', async () => {
    const personnummer = makePersonnummer('19750101', '321');
    const other = makePersonnummer('19750102', '654');
    const caseNumber = await apply(t.app, personnummer);
    const approvedCase = await apply(t.app, other);
    await t.database.db
      .update(partnerApplications)
      .set({ status: 'approved' })
      .where(eq(partnerApplications.caseNumber, approvedCase));
    const before = (await rowByCase(caseNumber))!;
    expect(sealedKeyId(before.nationalIdSealed!)).toBe(onlyA.current.id);

    // Every process restarted with B as the key and A as a previous one, before the command ran.
    const during = await appWith({ current: KEY_B, previous: KEY_A });
    const admin = await signedInAccounts(during, t.database.db);
    const search = (app: App, q: string) =>
      call(app, '/api/partners', { token: admin.admin.token, query: { q } });
    expect((await search(during, personnummer.slice(2))).body.data).toHaveLength(1);
    // A second application of the same person is still known for a duplicate.
    const duplicate = await apply(during, personnummer.replace('-', ''));
    expect(await rowByCase(duplicate)).toBeUndefined();
    // A new application is sealed with B at once.
    const newCase = await apply(during, makePersonnummer('19750103', '987'));
    expect(sealedKeyId((await rowByCase(newCase))!.nationalIdSealed!)).toBe(onlyB.current.id);

    const report = await resealNationalIds(t.database.db, bWithA, { batchSize: 1 });
    expect(report).toMatchObject({ resealed: 2, unopened: [], withoutHash: [], left: 0 });
    expect(report.legacy.sealed).toBe(0);

    for (const [kase, number] of [
      [caseNumber, personnummer],
      [approvedCase, other],
    ] as const) {
      const row = (await rowByCase(kase))!;
      expect(sealedKeyId(row.nationalIdSealed!)).toBe(onlyB.current.id);
      expect(open(onlyB, row.nationalIdSealed!)).toBe(number);
      expect(row.nationalIdHash).toBe(lookupHash(onlyB, number));
      expect(row.nationalIdMasked).toBe(`${number.slice(0, 8)}-****`);
      expect(() => open(onlyA, row.nationalIdSealed!)).toThrow(/not configured|neither/);
    }
    expect(await resealNationalIds(t.database.db, bWithA)).toMatchObject({ resealed: 0, left: 0 });

    // The old key removed: B alone finds the row by its personnummer and opens it.
    const after = await appWith({ current: KEY_B });
    const found = await search(after, personnummer.replace('-', ''));
    expect(found.body.data.map((partner: { caseNumber: string }) => partner.caseNumber)).toEqual([
      caseNumber,
    ]);
    const revealed = await call(after, `/api/partners/${found.body.data[0].id}/national-id`, {
      token: admin.admin.token,
    });
    expect(revealed.body).toEqual({ nationalId: personnummer });
  });

  it('leaves a value whose key is not configured, or that was altered, and reports it', async () => {
    const unknownKey = dataKeyring(generateDataKey());
    const personnummer = makePersonnummer('19750104', '111');
    const caseNumber = await apply(t.app, personnummer);
    const sealedElsewhere = nationalIdColumns(unknownKey, personnummer);
    await t.database.db
      .update(partnerApplications)
      .set(sealedElsewhere)
      .where(eq(partnerApplications.caseNumber, caseNumber));
    const alteredCase = await apply(t.app, makePersonnummer('19750105', '222'));
    // The ciphertext's first character changed: its authentication tag no longer fits.
    const parts = seal(onlyA, '19750105-0000').split('.');
    parts[4] = (parts[4]!.startsWith('A') ? 'B' : 'A') + parts[4]!.slice(1);
    const altered = parts.join('.');
    await t.database.db
      .update(partnerApplications)
      .set({ nationalIdSealed: altered })
      .where(eq(partnerApplications.caseNumber, alteredCase));

    const report = await resealNationalIds(t.database.db, bWithA);
    expect(report.unopened).toEqual(
      expect.arrayContaining([
        { caseNumber, keyId: unknownKey.current.id, reason: 'unknownKey' },
        { caseNumber: alteredCase, keyId: onlyA.current.id, reason: 'unreadable' },
      ]),
    );
    expect(report.unopened).toHaveLength(2);
    expect((await rowByCase(caseNumber))!.nationalIdSealed).toBe(sealedElsewhere.nationalIdSealed);
  });

  it("re-seals an update request's personnummer too, so key B alone opens it once A is gone", async () => {
    const personnummer = makePersonnummer('19750106', '333');
    const caseNumber = await apply(t.app, personnummer);
    // The same person again while A is the key: an update request sealed with A (decision 063).
    const requestCase = await apply(t.app, personnummer);
    const requestOf = async () =>
      (
        await t.database.db
          .select()
          .from(partnerUpdateRequests)
          .where(eq(partnerUpdateRequests.caseNumber, requestCase))
      )[0]!;
    expect(sealedKeyId((await requestOf()).nationalIdSealed!)).toBe(onlyA.current.id);

    const report = await resealNationalIds(t.database.db, bWithA);
    expect(report).toMatchObject({ resealed: 2, withoutHash: [], left: 0 });
    for (const row of [(await rowByCase(caseNumber))!, await requestOf()]) {
      expect(sealedKeyId(row.nationalIdSealed!)).toBe(onlyB.current.id);
      expect(open(onlyB, row.nationalIdSealed!)).toBe(personnummer);
      expect(row.nationalIdHash).toBe(lookupHash(onlyB, personnummer));
      expect(row.nationalIdMasked).toBe(`${personnummer.slice(0, 8)}-****`);
    }
    expect(await resealNationalIds(t.database.db, bWithA)).toMatchObject({ resealed: 0, left: 0 });
  });
});
