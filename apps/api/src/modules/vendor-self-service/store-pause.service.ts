import {
  canVendorSignIn,
  type StoreAvailability,
  type StorePause,
  type StorePauseRequest,
  storePauseEndProblem,
  type VendorStatus,
} from '@levera/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems, vendors } from '../../db/schema.ts';
import { invalidFields } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Principal } from '../../lib/principal.ts';
import { assertVendorId, vendorNotFound } from '../vendors/vendors.service.ts';
import { type PauseRow, pauseColumns, pauseInForce } from './store-pause.ts';

// A vendor's pause of its store (issue 36 §10, DESIGN.md §10 "vendor self-service", decision 062):
// no orders until a time, or until the vendor reopens; stored on the vendor's row, audited on the
// vendor. Whether a pause holds is decided against the clock wherever it is read: a pause whose end
// has passed is open, and nothing has to clear it.

type Actor = Pick<Principal, 'role' | 'id'>;

/** The vendor's row (not archived), locked until the transaction ends. */
async function lockPause(tx: Db, vendorId: string): Promise<PauseRow> {
  const [row] = await tx
    .select(pauseColumns)
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.archivedAt)))
    .for('update');
  if (!row) throw vendorNotFound();
  return row;
}

/**
 * PUT /vendor/store/pause: no orders until `until` (ahead, at most STORE_PAUSE_MAX_DAYS ahead; else
 * 400 on `until`) or, with `until: null`, until the vendor reopens. A pause set while one holds
 * replaces its end and note and keeps its start. Audited as `pauseStore` with the end and the note
 * (as the entry's reason, which the Activity screen shows).
 */
export async function pauseStore(
  db: Db,
  vendorId: string,
  input: StorePauseRequest,
  actor: Actor,
  now: Date,
): Promise<StorePause> {
  const problem = input.until === null ? null : storePauseEndProblem(input.until, now);
  if (problem) throw invalidFields({ until: problem });
  const until = input.until === null ? null : new Date(input.until);
  const note = input.note || null;
  return db.transaction(async (tx) => {
    const current = pauseInForce(await lockPause(tx, vendorId), now);
    const since = current ? new Date(current.since) : now;
    await tx
      .update(vendors)
      .set({ pausedAt: since, pausedUntil: until, pauseNote: note, updatedAt: now })
      .where(eq(vendors.id, vendorId));
    await recordAudit(tx, {
      actor,
      entity: 'vendor',
      entityId: vendorId,
      action: 'pauseStore',
      details: { until: until?.toISOString() ?? null, ...(note && { reason: note }) },
      at: now,
    });
    return { since: since.toISOString(), until: until?.toISOString() ?? null, note };
  });
}

/**
 * DELETE /vendor/store/pause: orders again at once. Audited as `reopenStore` when a pause held; an
 * open store stays open and nothing is recorded (an ended pause's columns are cleared quietly).
 */
export async function reopenStore(db: Db, vendorId: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockPause(tx, vendorId);
    if (!stored.pausedAt) return;
    const current = pauseInForce(stored, now);
    await tx
      .update(vendors)
      .set({
        pausedAt: null,
        pausedUntil: null,
        pauseNote: null,
        ...(current && { updatedAt: now }),
      })
      .where(eq(vendors.id, vendorId));
    if (!current) return;
    await recordAudit(tx, {
      actor,
      entity: 'vendor',
      entityId: vendorId,
      action: 'reopenStore',
      details: { until: current.until },
      at: now,
    });
  });
}

/**
 * GET /vendors/{id}/availability (public): whether the store takes orders now, its pause and its
 * sold-out items, for a customer app. An archived (deleted) account is not found; one Levera
 * switched off is `closed`, without its pause.
 */
export async function storeAvailability(db: Db, vendorId: string, now: Date): Promise<StoreAvailability> {
  assertVendorId(vendorId);
  const [vendor] = await db
    .select({ status: vendors.status, ...pauseColumns })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.archivedAt)));
  if (!vendor) throw vendorNotFound();
  const isOpenForBusiness = canVendorSignIn(vendor.status as VendorStatus);
  const pause = isOpenForBusiness ? pauseInForce(vendor, now) : null;
  const soldOutItems = await db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.available, false)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return {
    vendorId,
    state: !isOpenForBusiness ? 'closed' : pause ? 'paused' : 'open',
    pause,
    soldOutItems,
    checkedAt: now.toISOString(),
  };
}
