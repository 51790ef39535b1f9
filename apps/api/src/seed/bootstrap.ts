import { randomBytes } from 'node:crypto';
import { type AdminRole, translateMessage } from '@levera/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { admins, appMeta, sessions, vendors } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { hashPassword, newPasswordProblem } from '../lib/passwords.ts';
import type { DataKeyring } from '../lib/personal-data-crypto.ts';
import { seedSampleData } from './sample-data.ts';

/** A new admin password that the rules of DESIGN.md §9 refuse; the message says why, in English. */
export class WeakPasswordError extends Error {}

/**
 * Creates the admin, or resets its password when the e-mail exists (`npm run admin:create`). A reset
 * ends every session of that admin, so a leaked password stops working everywhere (issue 14).
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  { name = 'Administrator', role }: { name?: string; role?: AdminRole } = {},
) {
  const normalisedEmail = email.trim().toLowerCase();
  const problem = newPasswordProblem(password, normalisedEmail);
  if (problem) throw new WeakPasswordError(translateMessage(problem, 'en'));
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      // A new admin is an owner unless told otherwise: the first admin of a team must be able to invite.
      .values({ email: normalisedEmail, name, passwordHash, role: role ?? 'owner' })
      .onConflictDoUpdate({
        target: admins.email,
        set: { passwordHash, ...(role && { role }), updatedAt: new Date() },
      })
      .returning({ id: admins.id, email: admins.email });
    await tx.delete(sessions).where(and(eq(sessions.role, 'admin'), eq(sessions.subjectId, row!.id)));
    return row!;
  });
}

type BootstrapOptions = {
  env: Env;
  db: Db;
  /** Seals the demo riders' personnummer (decision 058). */
  keyring: DataKeyring;
  isEmbedded: boolean;
  log: FastifyBaseLogger;
};

/**
 * Start-up accounts (DESIGN.md §6): ADMIN_EMAIL/ADMIN_PASSWORD create that admin if it does not
 * exist yet; on the embedded database outside production the first start seeds a demo admin, a demo
 * vendor and sample data and prints the credentials once. Production seeds nothing.
 */
export async function bootstrapAccounts({
  env,
  db,
  keyring,
  isEmbedded,
  log,
}: BootstrapOptions): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, env.ADMIN_EMAIL.toLowerCase()));
    if (existing.length === 0) {
      await upsertAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD).catch((error: unknown) => {
        throw error instanceof WeakPasswordError ? new Error(`ADMIN_PASSWORD: ${error.message}`) : error;
      });
      log.info({ email: env.ADMIN_EMAIL.toLowerCase() }, 'admin account created from ADMIN_EMAIL');
    }
  }

  const shouldSeed = env.SEED_DEMO_DATA ?? (isEmbedded && env.NODE_ENV !== 'production');
  if (!shouldSeed || env.NODE_ENV === 'production') return;
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
  if (seeded) return;

  const adminPassword = randomBytes(9).toString('base64url');
  const vendorPassword = randomBytes(9).toString('base64url');
  const admin = await upsertAdmin(db, 'admin@levera.se', adminPassword, { name: 'Demo Admin' });
  const [vendor] = await db
    .insert(vendors)
    .values({
      vendorName: 'Katrineholm Pizzeria',
      email: 'vendor@levera.se',
      passwordHash: await hashPassword(vendorPassword),
      status: 'active',
      createdBy: admin.id,
    })
    .onConflictDoNothing()
    .returning({ id: vendors.id });
  if (vendor) await seedSampleData(db, { adminId: admin.id, vendorId: vendor.id }, keyring);
  await db.insert(appMeta).values({ key: 'demo_seeded', value: { at: new Date().toISOString() } });

  // Printed once, on the console only: the next start finds `demo_seeded` and prints nothing.
  console.log(
    [
      '',
      'Demo accounts (shown once; reset with `npm run admin:create -- --email …`, which asks for the password):',
      `  admin   admin@levera.se   ${adminPassword}   → /sv-en/admin/login`,
      `  vendor  vendor@levera.se  ${vendorPassword}   → /sv-en/vendor/login`,
      '',
    ].join('\n'),
  );
}
