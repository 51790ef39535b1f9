import { BUSINESS_TYPES, PARTNER_TYPES, type PartnerExportQuery, VEHICLES } from '@levera/domain';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import {
  type CsvColumn,
  caseColumns,
  caseExportColumns,
  codeText,
  codeTexts,
  languageColumn,
} from '../../lib/csv-export.ts';
import { continuationColumns, keysetBatches } from '../../lib/list-sort.ts';
import type { DataKeyring } from '../../lib/personal-data-crypto.ts';
import { partnerListWhere } from './partners.service.ts';
import { partnerSort } from './partners.sort.ts';

// GET /partners/export.csv: the applications the admin list's filters, search, tab and sort select,
// every page (issue 18, decision 035). The personnummer leaves masked, as stored for every answer:
// only the birth date (decision 058).

const exportColumns = {
  ...caseExportColumns(partnerApplications),
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

const TYPE_TEXTS = codeTexts('csvType', PARTNER_TYPES);
const VEHICLE_TEXTS = codeTexts('csvVehicle', VEHICLES);
const BUSINESS_TYPE_TEXTS = codeTexts('csvBusiness', BUSINESS_TYPES);

export const PARTNER_CSV_COLUMNS: readonly CsvColumn<PartnerRow>[] = [
  ...caseColumns(TYPE_TEXTS),
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
  languageColumn,
];
