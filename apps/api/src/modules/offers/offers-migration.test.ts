import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { readEnv } from '../../env.ts';
import { call, TEST_DATA_ENCRYPTION_KEY } from '../../test/test-app.ts';

// Migration 0004 (issue 15): offers stored before it had one (English) text. They keep it as the
// English text, get it as the Swedish text too until an admin translates them, and the demo offer
// of the seed gets its known Swedish text. Checked on an embedded database migrated in two steps.
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'levera-offers-0004-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before 0004. */
function migrationsBefore0004(): string {
  const folder = join(work, 'migrations');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0004_'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0004: offers in Swedish and English', () => {
  it('keeps existing offers, in English and (until translated) in Swedish; the demo offer in Swedish', async () => {
    const dataDir = join(work, 'data');
    const before = new PGlite({ dataDir, extensions: { pg_trgm } });
    await migrate(drizzle(before), { migrationsFolder: migrationsBefore0004() });
    await before.query(
      `insert into offers (title, description, discount_type, start_date, end_date, active) values
        ('Free delivery your first week',
         'New to Levera? Every order is delivered for free during your first seven days.',
         'delivery', current_date - 1, current_date + 30, true),
        ('Spring groceries', 'Five percent off every grocery order this spring.',
         'percentage', current_date - 1, current_date + 30, true)`,
    );
    await before.close();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({
      env: readEnv({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY, LOG_LEVEL: 'silent' }),
      database,
    });
    try {
      await app.ready();
      const active = async (language: string) =>
        (await call(app, '/api/offers/active', { query: { language } })).body.data.map(
          (offer: { title: string; description: string }) => [offer.title, offer.description],
        );
      expect(await active('sv')).toEqual(
        expect.arrayContaining([
          [
            'Fri leverans din första vecka',
            'Ny på Levera? Alla dina beställningar levereras gratis under dina första sju dagar.',
          ],
          ['Spring groceries', 'Five percent off every grocery order this spring.'],
        ]),
      );
      expect(await active('en')).toEqual(
        expect.arrayContaining([
          [
            'Free delivery your first week',
            'New to Levera? Every order is delivered for free during your first seven days.',
          ],
          ['Spring groceries', 'Five percent off every grocery order this spring.'],
        ]),
      );
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
