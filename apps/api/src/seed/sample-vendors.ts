import type { VendorStatus } from '@levera/domain';
import type { Db } from '../db/client.ts';
import { menuItems, vendors } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

type SampleVendor = { vendorName: string; email: string; status: VendorStatus };

const SAMPLE_VENDORS: SampleVendor[] = [
  { vendorName: 'Café Södra', email: 'cafe-sodra@example.se', status: 'active' },
  { vendorName: 'Apoteket Centrum', email: 'apotek-centrum@example.se', status: 'inactive' },
  { vendorName: 'Livs & Deli Katrineholm', email: 'livs-deli@example.se', status: 'suspended' },
];

const SAMPLE_MENU = [
  { name: 'Margherita', description: 'Tomato, mozzarella, basil', price: 95, category: 'Pizza' },
  { name: 'Vesuvio', description: 'Tomato, mozzarella, ham', price: 105, category: 'Pizza' },
  {
    name: 'Kebabpizza',
    description: 'Kebab meat, onion, pepperoni, kebab sauce',
    price: 125,
    category: 'Pizza',
  },
  {
    name: 'Caesarsallad',
    description: 'Chicken, romaine, parmesan, croutons',
    price: 115,
    category: 'Salads',
  },
  { name: 'Coca-Cola 33 cl', description: '', price: 20, category: 'Drinks' },
];

/**
 * Demo data for the embedded database (called from sample-data.ts): a menu for the demo vendor
 * and three more vendor accounts with unguessable passwords, one per status.
 */
export async function seedSampleVendors(db: Db, ids: { adminId: string; vendorId: string }): Promise<void> {
  await db
    .insert(menuItems)
    .values(
      SAMPLE_MENU.map((item, position) => ({ ...item, vendorId: ids.vendorId, position, available: true })),
    );
  for (const vendor of SAMPLE_VENDORS) {
    await db
      .insert(vendors)
      .values({
        ...vendor,
        passwordHash: await hashPassword(crypto.randomUUID()),
        createdBy: ids.adminId,
        updatedBy: ids.adminId,
      })
      .onConflictDoNothing();
  }
}
