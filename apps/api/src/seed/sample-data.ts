import type { Db } from '../db/client.ts';
import { seedSampleContactQueries } from '../modules/contact-queries/contact-queries.service.ts';
import { seedSamplePartners } from '../modules/partners/partners.sample-data.ts';
import { seedSampleSupportQueries } from '../modules/support-queries/support-queries.sample-data.ts';
import { seedSampleVendors } from '../modules/vendors/vendors.service.ts';
import { seedSamplePromotions } from '../modules/promotions/promotions.service.ts';
import { seedSampleOffers } from '../modules/offers/offers.service.ts';

/** Sample rows for the demo (embedded database only). Each feature module seeds its own rows. */
export async function seedSampleData(db: Db, ids: { adminId: string; vendorId: string }): Promise<void> {
  await seedSampleContactQueries(db);
  await seedSamplePartners(db, { adminId: ids.adminId });
  await seedSampleSupportQueries(db, ids);
  await seedSampleVendors(db, ids);
  await seedSamplePromotions(db, ids);
  await seedSampleOffers(db, ids.adminId);
}
