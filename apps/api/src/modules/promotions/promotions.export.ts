import {
  DISCOUNT_TYPES,
  type DeliveryPromotionType,
  type MessageKey,
  type PromotionExportQuery,
  type PromotionStatus,
  promotionDisplayStatus,
} from '@levera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotionItems, promotions, vendors } from '../../db/schema.ts';
import { type CsvColumn, codeText, codeTexts, localTimestamp, STATUS_TEXTS } from '../../lib/csv-export.ts';
import { continuationColumns, keysetBatches } from '../../lib/list-sort.ts';
import { adminWhere } from './promotions.service.ts';
import { promotionSort } from './promotions.sort.ts';

// GET /promotions/export.csv: the promotions the admin list's filters, search and sort select, every
// page (issue 18, decision 035), each with the status its badge shows (`promotionDisplayStatus`:
// approved and not started yet is Scheduled, issue 36 §9).

const exportColumns = {
  id: promotions.id,
  title: promotions.title,
  vendorName: vendors.vendorName,
  status: promotions.status,
  discountType: promotions.discountType,
  discountValue: promotions.discountValue,
  deliveryType: promotions.deliveryType,
  deliveryFee: promotions.deliveryFee,
  freeDeliveryThreshold: promotions.freeDeliveryThreshold,
  minimumOrder: promotions.minimumOrder,
  maximumDiscount: promotions.maximumDiscount,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  // The count every answer shows (decision 042): the chosen items, else a legacy typed number.
  itemCount: sql<number | null>`(case when ${promotions.applicableTo} = 'specific' then coalesce(nullif(
    (select count(*) from ${promotionItems} where ${promotionItems.promotionId} = ${promotions.id}), 0),
    ${promotions.legacyItemCount}, 0)::int end)`,
  createdAt: promotions.createdAt,
};

type PromotionRow = {
  id: string;
  title: string;
  vendorName: string | null;
  status: string;
  discountType: string;
  discountValue: number | null;
  deliveryType: string | null;
  deliveryFee: number | null;
  freeDeliveryThreshold: number | null;
  minimumOrder: number | null;
  maximumDiscount: number | null;
  startDate: string;
  endDate: string;
  itemCount: number | null;
  createdAt: Date;
};

/** Every promotion the list selects, in its order, a keyset batch at a time. */
export async function* exportedPromotions(
  db: Db,
  query: PromotionExportQuery,
  today: string,
): AsyncGenerator<PromotionRow[]> {
  // Read once the export is read: never a query (or its failure) for an export no one reads.
  const where = await adminWhere(db, query, today);
  const sort = promotionSort(query, today);
  const batches = keysetBatches(db, sort, (continueAfter) =>
    db
      .select({ ...exportColumns, ...continuationColumns(sort) })
      .from(promotions)
      .leftJoin(vendors, eq(vendors.id, promotions.vendorId))
      .where(and(where, continueAfter))
      .$dynamic(),
  );
  for await (const batch of batches)
    yield batch.map((row) => ({
      ...row,
      // What the promotion reads as on the screens and in the status filter (issue 36 §9).
      status: promotionDisplayStatus({ ...row, status: row.status as PromotionStatus }, today),
    }));
}

const DISCOUNT_TYPE_TEXTS = codeTexts('csvDiscount', DISCOUNT_TYPES);

const DELIVERY_TYPE_TEXTS = {
  freeDelivery: 'csvDeliveryFree',
  reducedFee: 'csvDeliveryReducedFee',
  freeAboveThreshold: 'csvDeliveryFreeAboveThreshold',
} as const satisfies Record<DeliveryPromotionType, MessageKey>;

export const PROMOTION_CSV_COLUMNS: readonly CsvColumn<PromotionRow>[] = [
  { header: 'csvTitle', cell: (row) => row.title },
  { header: 'csvVendorName', cell: (row) => row.vendorName },
  { header: 'csvStatus', cell: (row, language) => codeText(STATUS_TEXTS, row.status, language) },
  {
    header: 'csvDiscountType',
    cell: (row, language) => codeText(DISCOUNT_TYPE_TEXTS, row.discountType, language),
  },
  { header: 'csvDiscountValue', cell: (row) => row.discountValue },
  // The amounts of a delivery promotion and the order rules (issue 36 §6), in kronor.
  {
    header: 'csvDeliveryType',
    cell: (row, language) => codeText(DELIVERY_TYPE_TEXTS, row.deliveryType, language),
  },
  { header: 'csvDeliveryFee', cell: (row) => row.deliveryFee },
  { header: 'csvFreeDeliveryThreshold', cell: (row) => row.freeDeliveryThreshold },
  { header: 'csvMinimumOrder', cell: (row) => row.minimumOrder },
  { header: 'csvMaximumDiscount', cell: (row) => row.maximumDiscount },
  { header: 'csvStartDate', cell: (row) => row.startDate },
  { header: 'csvEndDate', cell: (row) => row.endDate },
  { header: 'csvItemCount', cell: (row) => row.itemCount },
  { header: 'csvCreatedAt', cell: (row) => localTimestamp(row.createdAt) },
];
