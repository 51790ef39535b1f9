import { createHash } from 'node:crypto';
import {
  type MenuAnswer,
  type MenuDiff,
  type MenuItem,
  type MenuItemAvailability,
  type MenuItemAnswer,
  type MenuItemEdit,
  menuItemMatchKey,
} from '@levera/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems, vendors } from '../../db/schema.ts';
import { ApiError, staleStatus } from '../../lib/api-error.ts';
import { auditChanges, recordAudit } from '../../lib/audit.ts';
import { assertUuid } from '../../lib/ids.ts';
import type { Principal } from '../../lib/principal.ts';
import { pauseColumns, pauseInForce } from '../vendor-self-service/store-pause.ts';
import { assertVendorId, vendorNotFound } from '../vendors/vendors.service.ts';

// A vendor's menu (SPEC §3 "Menu items payload: a list named menus"; DESIGN.md §4): the admin
// uploads the whole menu and may edit, switch off or delete single items; the admin and that vendor
// read it, and the vendor marks its own items sold out and back (decision 062). Item ids stay stable
// (decision 041): promotions refer to them.

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters per statement. */
export const MENU_INSERT_CHUNK = 500;

type Actor = Pick<Principal, 'role' | 'id'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const menuItemNotFound = () => new ApiError(404, 'menu_item_not_found', 'menuItemNotFound');
export const menuChangedSincePreview = () => new ApiError(409, 'menu_changed', 'menuChangedSincePreview');

/**
 * Every menu change marks the vendor as changed (its list row's "updated") and is audited on the
 * vendor, so the vendor's history and the Activity screen show it.
 */
async function recordMenuChange(
  tx: Tx,
  vendorId: string,
  actor: Actor,
  now: Date,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.update(vendors).set({ updatedAt: now, updatedBy: actor.id }).where(eq(vendors.id, vendorId));
  await recordAudit(tx, { actor, entity: 'vendor', entityId: vendorId, action, details, at: now });
}

const itemColumns = {
  id: menuItems.id,
  position: menuItems.position,
  name: menuItems.name,
  description: menuItems.description,
  price: menuItems.price,
  category: menuItems.category,
  available: menuItems.available,
  updatedAt: menuItems.updatedAt,
};

type ItemRow = {
  id: string;
  position: number;
  name: string;
  description: string | null;
  price: number;
  category: string | null;
  available: boolean;
  updatedAt: Date;
};

function itemDto(row: ItemRow): MenuItemAnswer {
  return {
    ...row,
    description: row.description ?? '',
    category: row.category ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an item as the domain schema gave it: blanks are stored as null. */
const storedValues = (item: MenuItem) => ({
  name: item.name,
  description: item.description || null,
  price: item.price,
  category: item.category || null,
  available: item.available,
});

/** A vendor that may be changed (not archived, decision 037), locked until the transaction ends. */
async function lockVendor(tx: Tx, vendorId: string): Promise<void> {
  // Two changes to one vendor's menu run one after the other, never interleaved.
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.archivedAt)))
    .for('update');
  if (!vendor) throw vendorNotFound();
}

async function menuRows(db: Pick<Db, 'select'>, vendorId: string): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(menuItems)
    .where(eq(menuItems.vendorId, vendorId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

/**
 * What the menu holds, as one short text (decision 041): a hash of every item's id and values in
 * order. Any edit, toggle, delete or upload in between changes it.
 */
export function menuFingerprint(rows: readonly ItemRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) {
    hash.update(
      JSON.stringify([
        row.id,
        row.position,
        row.name,
        row.description ?? '',
        row.price,
        row.category ?? '',
        row.available,
      ]),
    );
    hash.update('\n');
  }
  return hash.digest('base64url');
}

const sameValues = (row: ItemRow, item: MenuItem) =>
  row.name === item.name &&
  (row.description ?? '') === item.description &&
  row.price === item.price &&
  (row.category ?? '') === item.category &&
  row.available === item.available;

type Plan = {
  diff: MenuDiff;
  /** Stored items an uploaded one matched, with its new position and values. */
  matched: { row: ItemRow; item: MenuItem; position: number }[];
  added: { item: MenuItem; position: number }[];
  removed: ItemRow[];
};

/**
 * Matches an upload against the stored menu (decision 041): an uploaded item takes the first stored
 * item, in menu order, with the same name and category (case and spacing ignored) that no earlier
 * uploaded item took. Matched items keep their id; the rest are added or removed.
 */
export function planMenuDiff(rows: readonly ItemRow[], items: readonly MenuItem[]): Plan {
  const byKey = new Map<string, ItemRow[]>();
  for (const row of rows) {
    const key = menuItemMatchKey(row);
    const queue = byKey.get(key);
    if (queue) queue.push(row);
    else byKey.set(key, [row]);
  }
  const matched: Plan['matched'] = [];
  const added: Plan['added'] = [];
  items.forEach((item, position) => {
    const row = byKey.get(menuItemMatchKey(item))?.shift();
    if (row) matched.push({ row, item, position });
    else added.push({ item, position });
  });
  const matchedIds = new Set(matched.map(({ row }) => row.id));
  const removed = rows.filter((row) => !matchedIds.has(row.id));
  const changed = matched.filter(({ row, item }) => !sameValues(row, item));
  return {
    matched,
    added,
    removed,
    diff: {
      fingerprint: menuFingerprint(rows),
      counts: {
        added: added.length,
        changed: changed.length,
        removed: removed.length,
        unchanged: matched.length - changed.length,
      },
      added: added.map(({ item }) => item),
      changed: changed.map(({ row, item }) => ({ before: itemDto(row), after: item })),
      removed: removed.map(itemDto),
    },
  };
}

/** What an upload would change; nothing is written. */
export async function previewMenu(db: Db, vendorId: string, items: MenuItem[]): Promise<MenuDiff> {
  assertVendorId(vendorId);
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.archivedAt)));
  if (!vendor) throw vendorNotFound();
  return planMenuDiff(await menuRows(db, vendorId), items).diff;
}

/**
 * Applies an upload in ONE transaction (decision 041): matched items are updated in place (their ids
 * stay), new ones inserted, missing ones deleted; a first upload inserts them all. With
 * `expectedFingerprint` (the preview's) a menu that changed since answers 409 and nothing changes. If
 * any statement fails, the old menu stays exactly as it was.
 */
export async function replaceMenu(
  db: Db,
  vendorId: string,
  items: MenuItem[],
  actor: Actor,
  now: Date,
  expectedFingerprint?: string,
): Promise<{ count: number; counts: MenuDiff['counts'] }> {
  assertVendorId(vendorId);
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const rows = await menuRows(tx, vendorId);
    const plan = planMenuDiff(rows, items);
    if (expectedFingerprint !== undefined && expectedFingerprint !== plan.diff.fingerprint)
      throw menuChangedSincePreview();

    for (let start = 0; start < plan.removed.length; start += MENU_INSERT_CHUNK) {
      const ids = plan.removed.slice(start, start + MENU_INSERT_CHUNK).map((row) => row.id);
      await tx.delete(menuItems).where(inArray(menuItems.id, ids));
    }
    for (const { row, item, position } of plan.matched) {
      const valuesChanged = !sameValues(row, item);
      if (!valuesChanged && row.position === position) continue;
      await tx
        .update(menuItems)
        .set({
          position,
          ...(valuesChanged && { ...storedValues(item), updatedAt: now, updatedBy: actor.id }),
        })
        .where(eq(menuItems.id, row.id));
    }
    for (let start = 0; start < plan.added.length; start += MENU_INSERT_CHUNK) {
      await tx.insert(menuItems).values(
        plan.added.slice(start, start + MENU_INSERT_CHUNK).map(({ item, position }) => ({
          vendorId,
          position,
          ...storedValues(item),
          createdAt: now,
          updatedAt: now,
          updatedBy: actor.id,
        })),
      );
    }
    await recordMenuChange(tx, vendorId, actor, now, 'replaceMenu', {
      count: items.length,
      previousCount: rows.length,
      ...plan.diff.counts,
    });
    return { count: items.length, counts: plan.diff.counts };
  });
}

/** The menu in upload order, and whose it is, with the store's pause at `now`; null when the vendor does not exist. */
export async function findMenu(db: Db, vendorId: string, now: Date): Promise<MenuAnswerOf | null> {
  assertVendorId(vendorId);
  const [vendor] = await db
    .select({ vendorName: vendors.vendorName, archivedAt: vendors.archivedAt, ...pauseColumns })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) return null;
  const rows = await menuRows(db, vendorId);
  return {
    vendor: {
      vendorName: vendor.vendorName,
      archived: vendor.archivedAt !== null,
      pause: vendor.archivedAt === null ? pauseInForce(vendor, now) : null,
    },
    items: rows.map(itemDto),
  };
}

type MenuAnswerOf = { vendor: MenuAnswer['vendor']; items: MenuItemAnswer[] };

/**
 * The item of that vendor, locked, as the screen showed it: 404 when it is not that vendor's (or the
 * vendor is archived), 409 `stale_status` with the current item when it changed since
 * `expectedUpdatedAt` (checked only when given).
 */
async function lockItem(tx: Tx, vendorId: string, itemId: string, expectedUpdatedAt: string | undefined) {
  assertVendorId(vendorId);
  assertUuid(itemId, menuItemNotFound);
  await lockVendor(tx, vendorId);
  const [row] = await tx
    .select(itemColumns)
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.vendorId, vendorId)))
    .for('update');
  if (!row) throw menuItemNotFound();
  if (expectedUpdatedAt !== undefined && row.updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime())
    throw staleStatus(itemDto(row));
  return row;
}

/** The audit action of an edit: a change of availability alone has its own words in the log. */
function editAction(row: ItemRow, item: MenuItem): string {
  const onlyAvailability =
    row.available !== item.available && sameValues({ ...row, available: item.available }, item);
  if (!onlyAvailability) return 'updateMenuItem';
  return item.available ? 'makeMenuItemAvailable' : 'makeMenuItemUnavailable';
}

/** Saves one item in place (its id stays), audited on the vendor. */
export async function updateMenuItem(
  db: Db,
  vendorId: string,
  itemId: string,
  input: MenuItemEdit,
  actor: Actor,
  now: Date,
): Promise<{ item: MenuItemAnswer; action: string }> {
  const { expectedUpdatedAt, ...item } = input;
  return db.transaction(async (tx) => {
    const row = await lockItem(tx, vendorId, itemId, expectedUpdatedAt);
    const action = editAction(row, item);
    const [saved] = await tx
      .update(menuItems)
      .set({ ...storedValues(item), updatedAt: now, updatedBy: actor.id })
      .where(eq(menuItems.id, itemId))
      .returning(itemColumns);
    if (!saved) throw menuItemNotFound();
    const fields = (['name', 'description', 'price', 'category', 'available'] as const).filter(
      (field) => (row[field] ?? '') !== item[field],
    );
    await recordMenuChange(tx, vendorId, actor, now, action, {
      itemId,
      itemName: item.name,
      ...(row.name !== item.name && { previousName: row.name }),
      fields,
      // Old → new of each field (issue 36 §9g).
      changes: auditChanges(row, item, {
        name: 'value',
        description: 'text',
        price: 'value',
        category: 'value',
        available: 'value',
      }),
    });
    return { item: itemDto(saved), action };
  });
}

/** Deletes one item, audited on the vendor with its name (the log keeps naming it). */
export async function deleteMenuItem(
  db: Db,
  vendorId: string,
  itemId: string,
  expectedUpdatedAt: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockItem(tx, vendorId, itemId, expectedUpdatedAt);
    await tx.delete(menuItems).where(eq(menuItems.id, itemId));
    await recordMenuChange(tx, vendorId, actor, now, 'deleteMenuItem', { itemId, itemName: row.name });
  });
}

/**
 * The vendor marks one of its own items sold out or back (issue 36 §10, decision 062): only
 * `available` changes. Another vendor's item, or one that does not exist, answers 404 alike (its
 * existence is not revealed, as for GET /menus/{id}/items). With `expectedUpdatedAt`, an item changed
 * since answers 409 `stale_status` with the current item. Setting the value it already has writes
 * nothing.
 */
export async function setMenuItemAvailability(
  db: Db,
  vendorId: string,
  itemId: string,
  input: MenuItemAvailability,
  actor: Actor,
  now: Date,
): Promise<MenuItemAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockItem(tx, vendorId, itemId, input.expectedUpdatedAt);
    if (row.available === input.available) return itemDto(row);
    const [saved] = await tx
      .update(menuItems)
      .set({ available: input.available, updatedAt: now, updatedBy: actor.id })
      .where(eq(menuItems.id, itemId))
      .returning(itemColumns);
    if (!saved) throw menuItemNotFound();
    await recordMenuChange(
      tx,
      vendorId,
      actor,
      now,
      input.available ? 'makeMenuItemAvailable' : 'makeMenuItemUnavailable',
      { itemId, itemName: row.name, fields: ['available'] },
    );
    return itemDto(saved);
  });
}
