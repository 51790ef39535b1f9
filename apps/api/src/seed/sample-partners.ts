import type { PartnerAction, PartnerStatus } from '@levera/domain';
import { type Db, nextCaseNumber } from '../db/client.ts';
import { partnerApplications } from '../db/schema.ts';
import { recordAudit } from '../lib/audit.ts';
import type { DataKeyring } from '../lib/personal-data-crypto.ts';
import { nationalIdColumns } from '../modules/partners/national-id.ts';

// Demo applications for the embedded database (called from sample-data.ts): riders and vendors
// in every status, with valid personnummer, organisation numbers and phone numbers. A personnummer
// is stored as the rider form stores it: sealed, hashed and masked (decision 058).

type SampleApplication = Omit<
  typeof partnerApplications.$inferInsert,
  'caseNumber' | 'termsAcceptedAt' | 'createdAt' | 'updatedAt'
> & { daysAgo: number; lastAction?: PartnerAction; personnummer?: string };

const rider = (values: Omit<SampleApplication, 'type' | 'ageConfirmed'>): SampleApplication => ({
  type: 'rider',
  ageConfirmed: true,
  ...values,
});
const vendor = (values: Omit<SampleApplication, 'type'>): SampleApplication => ({
  type: 'vendor',
  ...values,
});

const SAMPLE_APPLICATIONS: SampleApplication[] = [
  rider({
    firstName: 'Amir',
    lastName: 'Haddad',
    email: 'amir.haddad@example.se',
    phone: '+46701234501',
    city: 'Katrineholm',
    vehicle: 'Bicycle',
    personnummer: '19940312-4820',
    isSwedish: false,
    language: 'en',
    daysAgo: 0,
  }),
  vendor({
    firstName: 'Lena',
    lastName: 'Ström',
    email: 'lena@sodrabageriet.example.se',
    phone: '+46150123407',
    storeName: 'Södra Bageriet',
    businessType: 'restaurant',
    orgNumber: '556703-7485',
    orgName: 'Södra Bageriet i Katrineholm AB',
    language: 'sv',
    daysAgo: 1,
  }),
  rider({
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    email: 'sofia.lindqvist@example.se',
    phone: '+46722345602',
    city: 'Stockholm',
    vehicle: 'MotorBike',
    personnummer: '19880727-1146',
    isSwedish: true,
    language: 'sv',
    daysAgo: 2,
  }),
  vendor({
    firstName: 'Karim',
    lastName: 'Nasser',
    email: 'karim@dagligvaror.example.se',
    phone: '+46150234508',
    storeName: 'Nassers Livs',
    businessType: 'grocery',
    orgNumber: '559012-3450',
    orgName: 'Nasser Handel AB',
    language: 'en',
    daysAgo: 3,
    status: 'approved',
    lastAction: 'approve',
  }),
  rider({
    firstName: 'Oskar',
    lastName: 'Berglund',
    email: 'oskar.berglund@example.se',
    phone: '+46733456703',
    city: 'Uppsala',
    vehicle: 'Car',
    personnummer: '20010519-2363',
    isSwedish: true,
    language: 'sv',
    daysAgo: 4,
    status: 'approved',
    lastAction: 'approve',
  }),
  vendor({
    firstName: 'Eva',
    lastName: 'Holm',
    email: 'eva.holm@apoteketnorr.example.se',
    phone: '+46812345609',
    storeName: 'Apoteket Norr',
    businessType: 'pharmacy',
    orgNumber: '556123-4567',
    orgName: 'Apoteket Norr Stockholm AB',
    language: 'sv',
    daysAgo: 5,
  }),
  rider({
    firstName: 'Hanna',
    lastName: 'Ek',
    email: 'hanna.ek@example.se',
    phone: '+46764567804',
    city: 'Gothenburg',
    vehicle: 'Bicycle',
    personnummer: '19991103-5583',
    isSwedish: true,
    language: 'sv',
    daysAgo: 6,
    status: 'rejected',
    lastAction: 'reject',
  }),
  vendor({
    firstName: 'Marco',
    lastName: 'Rossi',
    email: 'marco@pizzeriaroma.example.se',
    phone: '+46311234510',
    storeName: 'Pizzeria Roma',
    businessType: 'restaurant',
    orgNumber: '969712-3454',
    orgName: 'Rossi & Söner HB',
    language: 'en',
    daysAgo: 8,
    status: 'inactive',
    lastAction: 'deactivate',
  }),
  rider({
    firstName: 'Johan',
    lastName: 'Nyström',
    email: 'johan.nystrom@example.se',
    phone: '+46705678905',
    city: 'Malmö',
    vehicle: 'Car',
    personnummer: '19850221-6933',
    isSwedish: true,
    language: 'sv',
    daysAgo: 9,
    status: 'inactive',
    lastAction: 'deactivate',
  }),
  vendor({
    firstName: 'Ingrid',
    lastName: 'Sjöberg',
    email: 'ingrid@blomsterhornan.example.se',
    phone: '+46702345611',
    storeName: 'Blomsterhörnan',
    businessType: 'retail',
    orgNumber: '556987-6542',
    orgName: 'Blomsterhörnan Katrineholm AB',
    language: 'sv',
    daysAgo: 11,
    status: 'rejected',
    lastAction: 'reject',
  }),
  rider({
    firstName: 'Yusuf',
    lastName: 'Demir',
    email: 'yusuf.demir@example.se',
    phone: '+46736789006',
    city: 'Västerås',
    vehicle: 'MotorBike',
    personnummer: '19970908-3712',
    isSwedish: false,
    language: 'en',
    daysAgo: 12,
  }),
  vendor({
    firstName: 'Petra',
    lastName: 'Lund',
    email: 'petra@hemmakiosken.example.se',
    phone: '+46739876512',
    storeName: 'Hemmakiosken',
    businessType: 'other',
    orgNumber: '802456-7896',
    orgName: 'Föreningen Hemmakiosken',
    language: 'sv',
    daysAgo: 14,
  }),
  rider({
    firstName: 'Elsa',
    lastName: 'Wikström',
    email: 'elsa.wikstrom@example.se',
    phone: '+46722345699',
    city: 'Katrineholm',
    vehicle: 'Bicycle',
    personnummer: '20030114-2451',
    isSwedish: true,
    language: 'sv',
    daysAgo: 15,
    status: 'approved',
    lastAction: 'approve',
  }),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo applications; the decided ones carry the demo admin's action and an audit row. */
export async function seedSamplePartners(
  db: Db,
  { adminId, keyring }: { adminId: string; keyring: DataKeyring },
): Promise<void> {
  const now = Date.now();
  for (const { daysAgo, lastAction, personnummer, ...application } of SAMPLE_APPLICATIONS) {
    const createdAt = new Date(now - daysAgo * DAY_MS - 3 * 60 * 60 * 1000);
    const actedAt = new Date(createdAt.getTime() + 20 * 60 * 60 * 1000);
    const [row] = await db
      .insert(partnerApplications)
      .values({
        ...application,
        ...(personnummer && nationalIdColumns(keyring, personnummer)),
        caseNumber: await nextCaseNumber(db, application.type === 'rider' ? 'R' : 'V'),
        termsAcceptedAt: createdAt,
        createdAt,
        updatedAt: lastAction ? actedAt : createdAt,
        ...(lastAction && { lastAction, lastActionBy: adminId, lastActionAt: actedAt }),
      })
      .returning({ id: partnerApplications.id, status: partnerApplications.status });
    if (row && lastAction) {
      await recordAudit(db, {
        actor: { role: 'admin', id: adminId },
        entity: 'partnerApplication',
        entityId: row.id,
        action: lastAction,
        details: {
          from: (lastAction === 'deactivate' ? 'approved' : 'pending') satisfies PartnerStatus,
          to: row.status,
        },
        at: actedAt,
      });
    }
  }
}
