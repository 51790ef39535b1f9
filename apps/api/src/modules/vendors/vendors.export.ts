import {
  canVendorSignIn,
  type StorePause,
  translateMessage,
  type VendorExportQuery,
  type VendorStatus,
} from '@levera/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { type CsvColumn, codeText, localTimestamp, STATUS_TEXTS } from '../../lib/csv-export.ts';
import { continuationColumns, keysetBatches } from '../../lib/list-sort.ts';
import { pauseColumns, pauseInForce } from '../vendor-self-service/store-pause.ts';
import { vendorListWhere } from './vendors.service.ts';
import { vendorSort } from './vendors.sort.ts';

// GET /vendors/export.csv: the vendor accounts the admin list's filters, search and sort select,
// every page (issue 18, decision 035). Public columns only: never the password hash.

const exportColumns = {
  id: vendors.id,
  vendorName: vendors.vendorName,
  email: vendors.email,
  status: vendors.status,
  createdAt: vendors.createdAt,
  menuItemCount: sql<number>`(select count(*)::int from "menu_items" as "m" where "m"."vendor_id" = "vendors"."id")`,
  archivedAt: vendors.archivedAt,
  ...pauseColumns,
};

type VendorRow = {
  id: string;
  vendorName: string;
  email: string;
  status: string;
  createdAt: Date;
  menuItemCount: number;
  /** Whether the store takes orders, and its pause in force, as the export was read (decision 062). */
  store: { isOpenForBusiness: boolean; pause: StorePause | null };
};

/** Every vendor account the list selects, in its order, a keyset batch at a time. */
export async function* exportedVendors(
  db: Db,
  query: VendorExportQuery,
  now: Date,
): AsyncGenerator<VendorRow[]> {
  const where = vendorListWhere(query);
  const sort = vendorSort(query);
  const batches = keysetBatches(db, sort, (continueAfter) =>
    db
      .select({ ...exportColumns, ...continuationColumns(sort) })
      .from(vendors)
      .where(and(where, continueAfter))
      .$dynamic(),
  );
  for await (const batch of batches)
    yield batch.map(({ pausedAt, pausedUntil, pauseNote, archivedAt, ...row }) => {
      const isOpenForBusiness = canVendorSignIn(row.status as VendorStatus) && archivedAt === null;
      const pause = isOpenForBusiness ? pauseInForce({ pausedAt, pausedUntil, pauseNote }, now) : null;
      return { ...row, store: { isOpenForBusiness, pause } };
    });
}

export const VENDOR_CSV_COLUMNS: readonly CsvColumn<VendorRow>[] = [
  { header: 'csvVendorName', cell: (row) => row.vendorName },
  { header: 'csvEmail', cell: (row) => row.email },
  { header: 'csvStatus', cell: (row, language) => codeText(STATUS_TEXTS, row.status, language) },
  { header: 'csvMenuItems', cell: (row) => row.menuItemCount },
  { header: 'csvCreatedAt', cell: (row) => localTimestamp(row.createdAt) },
  // The pause (decision 062): "Paused" with no end is paused until the vendor reopens; an account
  // that is not active takes no orders either way, and says nothing here.
  {
    header: 'csvStoreState',
    cell: ({ store }, language) =>
      store.isOpenForBusiness
        ? translateMessage(store.pause ? 'csvStorePaused' : 'csvStoreOpen', language)
        : null,
  },
  { header: 'csvPausedUntil', cell: ({ store }) => localTimestamp(store.pause?.until ?? null) },
  { header: 'csvPauseNote', cell: ({ store }) => store.pause?.note },
];
