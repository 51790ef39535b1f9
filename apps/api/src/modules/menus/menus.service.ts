import type { MenuItem, MenuItemAnswer } from '@levera/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, menuItems, vendors } from '../../db/schema.ts';
import type { Principal } from '../../plugins/auth.ts';
import { assertVendorId, vendorNotFound } from '../vendors/vendors.service.ts';

// A vendor's menu (SPEC §3 "Menu items payload: a list named menus"; DESIGN.md §4): the admin
// uploads the whole menu, which replaces the previous one; the admin and that vendor read it.

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters per statement. */
export const MENU_INSERT_CHUNK = 500;

/**
 * Replaces the vendor's menu in ONE transaction (delete, then insert in chunks): if any statement
 * fails, the old menu stays exactly as it was.
 */
export async function replaceMenu(
  db: Db,
  vendorId: string,
  items: MenuItem[],
  actor: Pick<Principal, 'role' | 'id'>,
  now: Date,
): Promise<{ count: number }> {
  assertVendorId(vendorId);
  return db.transaction(async (tx) => {
    // Locks the vendor row: two uploads for one vendor run one after the other, never interleaved.
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      // An archived vendor's menu stays as it was (decision 037).
      .where(and(eq(vendors.id, vendorId), isNull(vendors.archivedAt)))
      .for('update');
    if (!vendor) throw vendorNotFound();
    const removed = await tx
      .delete(menuItems)
      .where(eq(menuItems.vendorId, vendorId))
      .returning({ id: menuItems.id });
    for (let start = 0; start < items.length; start += MENU_INSERT_CHUNK) {
      await tx.insert(menuItems).values(
        items.slice(start, start + MENU_INSERT_CHUNK).map((item, index) => ({
          vendorId,
          position: start + index,
          name: item.name,
          description: item.description || null,
          price: item.price,
          category: item.category || null,
          available: item.available,
          createdAt: now,
        })),
      );
    }
    await tx.update(vendors).set({ updatedAt: now, updatedBy: actor.id }).where(eq(vendors.id, vendorId));
    await tx.insert(auditLog).values({
      actorRole: actor.role,
      actorId: actor.id,
      entity: 'vendor',
      entityId: vendorId,
      action: 'replaceMenu',
      details: { count: items.length, previousCount: removed.length },
      createdAt: now,
    });
    return { count: items.length };
  });
}

/** The menu in upload order; null when the vendor does not exist. */
export async function findMenu(db: Db, vendorId: string): Promise<MenuItemAnswer[] | null> {
  assertVendorId(vendorId);
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) return null;
  const rows = await db
    .select({
      id: menuItems.id,
      position: menuItems.position,
      name: menuItems.name,
      description: menuItems.description,
      price: menuItems.price,
      category: menuItems.category,
      available: menuItems.available,
    })
    .from(menuItems)
    .where(eq(menuItems.vendorId, vendorId))
    .orderBy(asc(menuItems.position));
  return rows.map((row) => ({ ...row, description: row.description ?? '', category: row.category ?? '' }));
}
