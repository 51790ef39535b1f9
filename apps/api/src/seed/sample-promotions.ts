import { todayInStockholm, type Weekday } from '@levera/domain';
import type { Db } from '../db/client.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { menuItems, promotionItems, promotions } from '../db/schema.ts';
import { recordAudit } from '../lib/audit.ts';
import { addDays } from './dates.ts';

const SPECIFIC_ITEM_NAMES = ['Margherita', 'Vesuvio', 'Kebabpizza'];

/** A few promotions of the demo vendor in every status (called from sample-data.ts). */
export async function seedSamplePromotions(
  db: Db,
  { adminId, vendorId }: { adminId: string; vendorId: string },
  now: Date = new Date(),
): Promise<void> {
  const today = todayInStockholm(now);
  const base = { vendorId, repeatDays: [] as Weekday[], applicableTo: 'all' as const };
  // The demo "specific items" promotion names items of the demo menu (sample-vendors.ts seeds it first).
  const specificItems = await db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), inArray(menuItems.name, SPECIFIC_ITEM_NAMES)))
    .orderBy(menuItems.position);
  const samples: (typeof promotions.$inferInsert)[] = [
    {
      ...base,
      title: 'Pizza Tuesday: 20% off',
      description: 'Twenty percent off every pizza on Tuesdays and Thursdays, for pick-up and delivery.',
      discountType: 'percentage',
      discountValue: 20,
      minimumOrder: 150,
      maximumDiscount: 100,
      startDate: addDays(today, -10),
      endDate: addDays(today, 50),
      repeatEnabled: true,
      repeatDays: ['tuesday', 'thursday'],
      usageLimit: 500,
      terms: 'One discount per order. Cannot be combined with other offers.',
      status: 'active',
      views: 1840,
      orders: 212,
      revenue: 38_420.5,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Free delivery over 200 kr',
      description: 'Orders of 200 kr or more are delivered for free all weekend long.',
      discountType: 'delivery',
      deliveryType: 'freeAboveThreshold',
      freeDeliveryThreshold: 200,
      startDate: addDays(today, -3),
      endDate: addDays(today, 30),
      repeatEnabled: true,
      repeatDays: ['saturday', 'sunday'],
      status: 'active',
      views: 960,
      orders: 87,
      revenue: 21_350,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Buy one pizza, get one free',
      description: 'Order a Margherita, Vesuvio or Kebabpizza and the second one is on us.',
      discountType: 'bogo',
      applicableTo: 'specific',
      startDate: addDays(today, 5),
      endDate: addDays(today, 35),
      usageLimit: 100,
      status: 'pending',
    },
    {
      ...base,
      title: '50 kr off family meals',
      description: 'Fifty kronor off any family meal deal for four people or more.',
      discountType: 'fixed',
      discountValue: 50,
      minimumOrder: 300,
      startDate: addDays(today, 2),
      endDate: addDays(today, 60),
      status: 'inactive',
      lastAction: 'reject',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Reduced delivery fee: 19 kr',
      description: 'Delivery for just 19 kr during the Christmas market weeks in Katrineholm.',
      discountType: 'delivery',
      deliveryType: 'reducedFee',
      deliveryFee: 19,
      startDate: addDays(today, -60),
      endDate: addDays(today, -20),
      status: 'active',
      views: 3120,
      orders: 401,
      revenue: 61_980,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
  ];
  for (const sample of samples) {
    const [row] = await db
      .insert(promotions)
      .values(sample)
      .returning({ id: promotions.id, title: promotions.title });
    if (sample.applicableTo === 'specific' && specificItems.length > 0) {
      await db.insert(promotionItems).values(
        specificItems.map((item, position) => ({
          promotionId: row!.id,
          position,
          menuItemId: item.id,
          itemName: item.name,
        })),
      );
    }
    await recordAudit(db, {
      actor: { role: 'vendor', id: vendorId },
      entity: 'promotion',
      entityId: row!.id,
      action: 'create',
      details: { title: row!.title },
    });
    if (sample.lastAction) {
      await recordAudit(db, {
        actor: { role: 'admin', id: adminId },
        entity: 'promotion',
        entityId: row!.id,
        action: sample.lastAction,
        details: { from: 'pending', to: sample.status },
      });
    }
  }
}
