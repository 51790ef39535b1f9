import type { Db } from '../db/client.ts';
import type { DataKeyring } from '../lib/personal-data-crypto.ts';
import { seedSampleOffers } from './sample-offers.ts';
import { seedSamplePartners } from './sample-partners.ts';
import { seedSamplePromotions } from './sample-promotions.ts';
import { seedSampleContactQueries, seedSampleSupportQueries } from './sample-support-queries.ts';
import { seedSampleVendors } from './sample-vendors.ts';

/**
 * Sample rows for the demo (embedded database only), one file per kind of row beside this one: the
 * services hold no demo data.
 */
export async function seedSampleData(
  db: Db,
  ids: { adminId: string; vendorId: string },
  keyring: DataKeyring,
): Promise<void> {
  await seedSampleContactQueries(db);
  await seedSamplePartners(db, { adminId: ids.adminId, keyring });
  await seedSampleSupportQueries(db, ids);
  await seedSampleVendors(db, ids);
  await seedSamplePromotions(db, ids);
  await seedSampleOffers(db, ids.adminId);
}
