import type { BusinessType, MessageKey, PartnerExportQuery, PartnerType, Vehicle } from '@levera/domain';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import {
  type CsvColumn,
  codeText,
  LANGUAGE_TEXTS,
  localTimestamp,
  phoneCell,
  STATUS_TEXTS,
} from '../../lib/csv-export.ts';
import { continuationColumns, keysetBatches } from '../../lib/list-sort.ts';
import type { DataKeyring } from '../../lib/personal-data-crypto.ts';
import { partnerListWhere } from './partners.service.ts';
import { partnerSort } from './partners.sort.ts';

// GET /partners/export.csv: the applications the admin list's filters, search, tab and sort select,
// every page (issue 18, decision 035). The personnummer leaves masked, as stored for every answer:
// only the birth date (decision 058).

const exportColumns = {
  id: partnerApplications.id,
  caseNumber: partnerApplications.caseNumber,
  type: partnerApplications.type,
  status: partnerApplications.status,
  createdAt: partnerApplications.createdAt,
  firstName: partnerApplications.firstName,
  lastName: partnerApplications.lastName,
  email: partnerApplications.email,
  phone: partnerApplications.phone,
  phoneDialled: partnerApplications.phoneDialled,
  city: partnerApplications.city,
  vehicle: partnerApplications.vehicle,
  nationalIdMasked: partnerApplications.nationalIdMasked,
  storeName: partnerApplications.storeName,
  businessType: partnerApplications.businessType,
  orgNumber: partnerApplications.orgNumber,
  orgName: partnerApplications.orgName,
  language: partnerApplications.language,
};

type PartnerRow = Pick<typeof partnerApplications.$inferSelect, keyof typeof exportColumns>;

/** Every application the list selects, in its order, a keyset batch at a time. */
export async function* exportedPartners(
  db: Db,
  keyring: DataKeyring,
  query: PartnerExportQuery,
  now: Date,
): AsyncGenerator<PartnerRow[]> {
  // Read once the export is read: never a query (or its failure) for an export no one reads.
  const where = await partnerListWhere(db, keyring, query, now);
  const sort = partnerSort(query);
  yield* keysetBatches(db, sort, (continueAfter) =>
    db
      .select({ ...exportColumns, ...continuationColumns(sort) })
      .from(partnerApplications)
      .where(and(where, continueAfter))
      .$dynamic(),
  );
}

const TYPE_TEXTS = { rider: 'csvTypeRider', vendor: 'csvTypeVendor' } as const satisfies Record<
  PartnerType,
  MessageKey
>;

const VEHICLE_TEXTS = {
  Car: 'csvVehicleCar',
  MotorBike: 'csvVehicleMotorBike',
  Bicycle: 'csvVehicleBicycle',
} as const satisfies Record<Vehicle, MessageKey>;

const BUSINESS_TYPE_TEXTS = {
  restaurant: 'csvBusinessRestaurant',
  grocery: 'csvBusinessGrocery',
  retail: 'csvBusinessRetail',
  pharmacy: 'csvBusinessPharmacy',
  other: 'csvBusinessOther',
} as const satisfies Record<BusinessType, MessageKey>;

export const PARTNER_CSV_COLUMNS: readonly CsvColumn<PartnerRow>[] = [
  { header: 'csvCaseNumber', cell: (row) => row.caseNumber },
  { header: 'csvType', cell: (row, language) => codeText(TYPE_TEXTS, row.type, language) },
  { header: 'csvStatus', cell: (row, language) => codeText(STATUS_TEXTS, row.status, language) },
  { header: 'csvCreatedAt', cell: (row) => localTimestamp(row.createdAt) },
  { header: 'csvFirstName', cell: (row) => row.firstName },
  { header: 'csvLastName', cell: (row) => row.lastName },
  { header: 'csvEmail', cell: (row) => row.email },
  { header: 'csvPhone', cell: phoneCell },
  { header: 'csvCity', cell: (row) => row.city },
  { header: 'csvVehicle', cell: (row, language) => codeText(VEHICLE_TEXTS, row.vehicle, language) },
  { header: 'csvPersonnummer', cell: (row) => row.nationalIdMasked },
  { header: 'csvStoreName', cell: (row) => row.storeName },
  {
    header: 'csvBusinessType',
    cell: (row, language) => codeText(BUSINESS_TYPE_TEXTS, row.businessType, language),
  },
  { header: 'csvOrgNumber', cell: (row) => row.orgNumber },
  { header: 'csvOrgName', cell: (row) => row.orgName },
  { header: 'csvLanguage', cell: (row, language) => codeText(LANGUAGE_TEXTS, row.language, language) },
];
