import { todayInStockholm } from '@levera/domain';
import type { Db } from '../db/client.ts';
import { offers } from '../db/schema.ts';
import { addDays } from './dates.ts';

/** Demo offers (called from sample-data.ts): the new-user free-delivery week and a weekend deal. */
export async function seedSampleOffers(db: Db, adminId: string, now: Date = new Date()): Promise<void> {
  const today = todayInStockholm(now);
  await db.insert(offers).values([
    {
      titleSv: 'Fri leverans din första vecka',
      titleEn: 'Free delivery your first week',
      descriptionSv: 'Ny på Levera? Alla dina beställningar levereras gratis under dina första sju dagar.',
      descriptionEn: 'New to Levera? Every order is delivered for free during your first seven days.',
      discountType: 'delivery',
      startDate: addDays(today, -30),
      endDate: addDays(today, 335),
      active: true,
      createdBy: adminId,
      updatedBy: adminId,
    },
    {
      titleSv: '10 % rabatt på din helgbeställning',
      titleEn: '10% off your weekend order',
      descriptionSv: 'Tio procent rabatt på en beställning varje helg, på mat, matvaror och apoteksvaror.',
      descriptionEn: 'Ten percent off one order every weekend, on food, groceries and pharmacy goods.',
      discountType: 'percentage',
      discountValue: 10,
      startDate: addDays(today, 7),
      endDate: addDays(today, 60),
      active: false,
      createdBy: adminId,
      updatedBy: adminId,
    },
  ]);
}
