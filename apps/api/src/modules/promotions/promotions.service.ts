import {
  type AdminPromotionAnswer,
  applyPromotionAction,
  effectivePromotionStatus,
  hasDiscountValue,
  hasMaximumDiscount,
  isPromotionEditable,
  type Promotion,
  type PromotionAction,
  type PromotionAnswer,
  type PromotionDetails,
  type PromotionDisplayStatus,
  type PromotionItemAnswer,
  type PromotionListAnswer,
  type PromotionListQuery,
  type PromotionStats,
  PROMOTION_STATUSES,
  type PromotionStatus,
  type SortOrder,
  todayInStockholm,
  type VendorPromotionCounts,
  type VendorPromotionListAnswer,
  type VendorPromotionListQuery,
} from '@levera/domain';
import { and, count, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  auditLog,
  menuItems,
  promotionItems,
  promotionStatusCounts,
  promotions,
  vendors,
} from '../../db/schema.ts';
import { ApiError, illegalTransition, invalidFields } from '../../lib/api-error.ts';
import { auditChanges, recordAudit, selectAuditWithActorName } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsText, rarePart } from '../../lib/text-search.ts';
import { transitionStatus } from '../../lib/status-transition.ts';
import { enqueuePromotionDecision } from '../../mail/outbox.ts';
import { countUpTo, type ListTotal, matching, settledTotal } from '../../lib/list-count.ts';
import { type ListSort, orderOf, sortedPage } from '../../lib/list-sort.ts';
import type { Paging } from '../../lib/paging.ts';
import { promotionSort } from './promotions.sort.ts';

// Vendor promotions (SPEC §2–§5, DESIGN.md §4–§5). Every read computes the effective status
// (a promotion whose end date has passed reads as expired everywhere), every write by a vendor is
// limited to its own rows, and every admin action records who and when plus an audit row.

type PromotionRow = typeof promotions.$inferSelect;

export const promotionNotFound = () => new ApiError(404, 'promotion_not_found', 'promotionNotFound');
export const promotionNotEditable = () => new ApiError(409, 'promotion_not_editable', 'promotionNotEditable');

export function toPromotionDto(
  row: PromotionRow,
  vendorName: string,
  today: string,
  items: PromotionItemAnswer[],
): PromotionAnswer {
  const status = effectivePromotionStatus(row.status as PromotionStatus, row.endDate, today);
  return {
    id: row.id,
    vendorId: row.vendorId,
    vendorName,
    title: row.title,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minimumOrder: row.minimumOrder,
    maximumDiscount: row.maximumDiscount,
    startDate: row.startDate,
    endDate: row.endDate,
    repeat: { enabled: row.repeatEnabled, days: row.repeatDays },
    usageLimit: row.usageLimit,
    applicableTo: row.applicableTo,
    itemCount: itemCountOf(row, items.length),
    items,
    terms: row.terms ?? '',
    deliveryType: row.deliveryType,
    deliveryFee: row.deliveryFee,
    freeDeliveryThreshold: row.freeDeliveryThreshold,
    status,
    isEditable: isPromotionEditable(status),
    views: row.views,
    orders: row.orders,
    revenue: row.revenue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastAction: row.lastAction,
    lastActionAt: row.lastActionAt?.toISOString() ?? null,
    statusReason: row.statusReason,
  };
}

/**
 * The count shown everywhere (decision 042): the chosen items, or for a promotion stored before items
 * could be chosen (and not edited since) the number typed then; null for the whole menu.
 */
function itemCountOf(
  row: Pick<PromotionRow, 'applicableTo' | 'legacyItemCount'>,
  items: number,
): number | null {
  if (row.applicableTo !== 'specific') return null;
  return items > 0 ? items : (row.legacyItemCount ?? 0);
}

/** The items of these promotions, each list in the vendor's order; a removed item has no id. */
export async function itemsOfPromotions(
  db: Pick<Db, 'select'>,
  promotionIds: readonly string[],
): Promise<Map<string, PromotionItemAnswer[]>> {
  const byPromotion = new Map<string, PromotionItemAnswer[]>();
  if (promotionIds.length === 0) return byPromotion;
  const rows = await db
    .select({
      promotionId: promotionItems.promotionId,
      keptName: promotionItems.itemName,
      id: menuItems.id,
      name: menuItems.name,
      category: menuItems.category,
      price: menuItems.price,
    })
    .from(promotionItems)
    .leftJoin(menuItems, eq(menuItems.id, promotionItems.menuItemId))
    .where(inArray(promotionItems.promotionId, [...promotionIds]))
    .orderBy(promotionItems.promotionId, promotionItems.position);
  for (const row of rows) {
    const item: PromotionItemAnswer =
      row.id === null
        ? { id: null, name: row.keptName, onMenu: false }
        : onMenuItem({
            id: row.id,
            name: row.name ?? row.keptName,
            category: row.category,
            price: row.price,
          });
    const list = byPromotion.get(row.promotionId);
    if (list) list.push(item);
    else byPromotion.set(row.promotionId, [item]);
  }
  return byPromotion;
}

/** An item on the vendor's menu as a promotion's answer shows it. */
const onMenuItem = (item: {
  id: string;
  name: string;
  category: string | null;
  price: number | null;
}): PromotionItemAnswer => ({
  id: item.id,
  name: item.name,
  onMenu: true,
  category: item.category ?? '',
  price: item.price ?? 0,
});

async function itemsOfPromotion(db: Pick<Db, 'select'>, promotionId: string): Promise<PromotionItemAnswer[]> {
  return (await itemsOfPromotions(db, [promotionId])).get(promotionId) ?? [];
}

export const itemsNotOnMenu = () => invalidFields({ itemIds: 'promotionItemsNotOnMenu' });

/**
 * Stores the items a promotion applies to (it has none yet: an edit deletes them first), and answers
 * them as the promotion's answer shows them: only items on THIS vendor's menu (else 400 on itemIds,
 * so another vendor's item ids are refused like unknown ones). The items are locked against removal
 * until the transaction ends, so a reference never points at a deleted row.
 */
async function storePromotionItems(
  tx: Pick<Db, 'select' | 'insert'>,
  vendorId: string,
  promotionId: string,
  promotion: Promotion,
): Promise<PromotionItemAnswer[]> {
  if (promotion.applicableTo !== 'specific') return [];
  const ids = promotion.itemIds;
  const found = await tx
    .select({ id: menuItems.id, name: menuItems.name, category: menuItems.category, price: menuItems.price })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), inArray(menuItems.id, ids)))
    .for('key share');
  if (found.length !== ids.length) throw itemsNotOnMenu();
  const byId = new Map(found.map((item) => [item.id, item]));
  const items = ids.map((id) => byId.get(id)!);
  await tx
    .insert(promotionItems)
    .values(
      items.map((item, position) => ({ promotionId, position, menuItemId: item.id, itemName: item.name })),
    );
  return items.map(onMenuItem);
}

/**
 * The columns of a validated promotion. Fields that do not belong to the chosen discount type are
 * not stored (a hidden form field keeps no stale value): the discount value only for percentage and
 * fixed, a maximum discount only where something is capped, the delivery fields only for delivery.
 */
export function promotionColumns(promotion: Promotion) {
  const type = promotion.discountType;
  const isDelivery = type === 'delivery';
  return {
    title: promotion.title,
    description: promotion.description,
    discountType: type,
    discountValue: hasDiscountValue(type) ? promotion.discountValue : null,
    minimumOrder: promotion.minimumOrder,
    maximumDiscount: hasMaximumDiscount(type) ? promotion.maximumDiscount : null,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    usageLimit: promotion.usageLimit,
    repeatEnabled: promotion.repeat.enabled,
    repeatDays: promotion.repeat.enabled ? [...promotion.repeat.days] : [],
    applicableTo: promotion.applicableTo,
    // The items are rows of promotion_items (storePromotionItems); an edit ends a legacy count.
    legacyItemCount: null,
    terms: promotion.terms || null,
    deliveryType: isDelivery ? promotion.deliveryType : null,
    deliveryFee: isDelivery && promotion.deliveryType === 'reducedFee' ? promotion.deliveryFee : null,
    freeDeliveryThreshold:
      isDelivery && promotion.deliveryType === 'freeAboveThreshold' ? promotion.freeDeliveryThreshold : null,
  };
}

/** SQL for the effective status, so filters and counts agree with what every answer shows. */
export function effectiveStatusSql(today: string): SQL<string> {
  return sql<string>`(case when ${promotions.endDate} < ${today}::date then 'expired' else ${promotions.status} end)`;
}

/** The stored statuses a promotion can still lapse from (past its end date it reads as expired). */
const LAPSABLE_STATUSES = PROMOTION_STATUSES.filter((status) => status !== 'expired');

/**
 * Promotions past their end date that are not stored as expired yet (the mail worker stores it,
 * decision 043): few, read from the `(status, end_date)` index, one range per stored status.
 */
export const lapsedNotStored = (today: string): SQL =>
  and(inArray(promotions.status, LAPSABLE_STATUSES), lt(promotions.endDate, today))!;

function statusFilter(status: PromotionStatus, today: string): SQL | undefined {
  if (status === 'expired') return or(eq(promotions.status, 'expired'), lt(promotions.endDate, today));
  return and(eq(promotions.status, status), gte(promotions.endDate, today));
}

/**
 * Approved and not started yet: reads as scheduled (`promotionDisplayStatus`). Its end date is on or
 * after its start date, so it has not lapsed either. Read from the `(status, start_date, id)` index.
 */
const notStartedYet = (today: string): SQL =>
  and(eq(promotions.status, 'active'), gt(promotions.startDate, today))!;

/**
 * The list filters (admin and vendor alike): the promotions whose displayed status is `status`
 * (`promotionDisplayStatus` in SQL: `active` has started, `scheduled` has not), so a filter and
 * its count agree with the badges. The status actions keep `statusFilter`: they act on the stored
 * (effective) status, whichever it reads as.
 */
function displayStatusFilter(status: PromotionDisplayStatus, today: string): SQL | undefined {
  if (status === 'scheduled') return notStartedYet(today);
  if (status === 'active') return and(statusFilter('active', today), lte(promotions.startDate, today));
  return statusFilter(status, today);
}

/** `promotionDisplayStatus` in SQL, for counts grouped by it. */
function displayStatusSql(today: string): SQL<string> {
  return sql<string>`(case when ${promotions.endDate} < ${today}::date then 'expired'
    when ${promotions.status} = 'active' and ${promotions.startDate} > ${today}::date then 'scheduled'
    else ${promotions.status} end)`;
}

// ---------------------------------------------------------------- vendor side

/**
 * A vendor's own change to its promotion: the audit row names the title it had, and an edit what
 * changed (`more`).
 */
const recordVendorAudit = (
  db: Pick<Db, 'insert'>,
  vendorId: string,
  promotionId: string,
  action: 'create' | 'update' | 'delete',
  title: string,
  now: Date,
  more: Record<string, unknown> = {},
) =>
  recordAudit(db, {
    actor: { role: 'vendor', id: vendorId },
    entity: 'promotion',
    entityId: promotionId,
    action,
    details: { title, ...more },
    at: now,
  });

/** The fields a vendor's edit names with their old and new values in its audit row (issue 36 §9g). */
const PROMOTION_AUDITED_FIELDS = {
  title: 'value',
  description: 'text',
  discountType: 'value',
  discountValue: 'value',
  minimumOrder: 'value',
  maximumDiscount: 'value',
  startDate: 'value',
  endDate: 'value',
  repeatEnabled: 'value',
  repeatDays: 'value',
  usageLimit: 'value',
  applicableTo: 'value',
  terms: 'text',
  deliveryType: 'value',
  deliveryFee: 'value',
  freeDeliveryThreshold: 'value',
  items: 'value',
} as const;

async function vendorNameOf(db: Db, vendorId: string): Promise<string> {
  const [vendor] = await db
    .select({ vendorName: vendors.vendorName })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return vendor?.vendorName ?? '';
}

/** The vendor's own promotion, or 404 for a missing one and for another vendor's (not revealed). */
async function findOwnPromotion(db: Db, vendorId: string, id: string): Promise<PromotionRow> {
  if (!isUuid(id)) throw promotionNotFound();
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.vendorId, vendorId)));
  if (!row) throw promotionNotFound();
  return row;
}

/** The vendor's own promotion while it may still be edited or deleted (else 409). */
async function findEditablePromotion(
  db: Db,
  vendorId: string,
  id: string,
  today: string,
): Promise<PromotionRow> {
  const existing = await findOwnPromotion(db, vendorId, id);
  const current = effectivePromotionStatus(existing.status as PromotionStatus, existing.endDate, today);
  if (!isPromotionEditable(current)) throw promotionNotEditable();
  return existing;
}

/**
 * The condition of a vendor's edit or delete: its own promotion, still pending and unexpired, so an
 * admin decision that came in between wins.
 */
function stillEditable(vendorId: string, id: string, today: string): SQL | undefined {
  return and(
    eq(promotions.id, id),
    eq(promotions.vendorId, vendorId),
    eq(promotions.status, 'pending'),
    gte(promotions.endDate, today),
  );
}

/**
 * One page of a vendor's own promotions, newest first, optionally of one displayed status (issue 20,
 * issue 36 §9), with the vendor's count of each. The page's total is one of those counts (the status
 * filter selects exactly the promotions that read as it), so two queries answer it: the page, and the
 * counts grouped by displayed status.
 */
export async function listVendorPromotions(
  db: Db,
  vendorId: string,
  query: VendorPromotionListQuery,
  today: string,
): Promise<VendorPromotionListAnswer> {
  const { status, page, pageSize } = query;
  const own = eq(promotions.vendorId, vendorId);
  const displayed = displayStatusSql(today);
  const [rows, grouped, vendorName] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(and(own, status ? displayStatusFilter(status, today) : undefined))
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Grouped by the first column: the same expression written twice would carry two parameters,
    // which the database does not recognise as one grouping expression.
    db.select({ status: displayed, count: count() }).from(promotions).where(own).groupBy(sql`1`),
    vendorNameOf(db, vendorId),
  ]);
  const items = await itemsOfPromotions(
    db,
    rows.map((row) => row.id),
  );
  const counts: VendorPromotionCounts = {
    all: 0,
    pending: 0,
    scheduled: 0,
    active: 0,
    inactive: 0,
    expired: 0,
  };
  for (const group of grouped) {
    counts[group.status as PromotionDisplayStatus] = Number(group.count);
    counts.all += Number(group.count);
  }
  return {
    data: rows.map((row) => toPromotionDto(row, vendorName, today, items.get(row.id) ?? [])),
    total: status ? counts[status] : counts.all,
    page,
    pageSize,
    counts,
  };
}

export async function getVendorPromotion(
  db: Db,
  vendorId: string,
  id: string,
  today: string,
): Promise<PromotionAnswer> {
  const row = await findOwnPromotion(db, vendorId, id);
  const [vendorName, items] = await Promise.all([vendorNameOf(db, vendorId), itemsOfPromotion(db, id)]);
  return toPromotionDto(row, vendorName, today, items);
}

/**
 * The signed-in vendor a write acts for: its id, and its name (read with its session) for the answer.
 * A write's answer is made of what its transaction stored, without reading it again.
 */
export type ActingVendor = { id: string; name: string };

export async function createVendorPromotion(
  db: Db,
  vendor: ActingVendor,
  promotion: Promotion,
  now: Date,
): Promise<PromotionAnswer> {
  const today = todayInStockholm(now);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(promotions)
      .values({ ...promotionColumns(promotion), vendorId: vendor.id, status: 'pending' })
      .returning();
    const items = await storePromotionItems(tx, vendor.id, created!.id, promotion);
    await recordVendorAudit(tx, vendor.id, created!.id, 'create', created!.title, now);
    return toPromotionDto(created!, vendor.name, today, items);
  });
}

/**
 * Edits a pending promotion. The start date may not lie in the past, except that a pending
 * promotion whose start date has already come may keep that date (the vendor only fixes a typo in
 * the title, say); the form applies the same rule. The UPDATE is conditional on the row still being
 * pending and unexpired, so an admin decision in between wins.
 */
export async function updateVendorPromotion(
  db: Db,
  vendor: ActingVendor,
  id: string,
  promotion: Promotion,
  now: Date,
): Promise<PromotionAnswer> {
  const vendorId = vendor.id;
  const today = todayInStockholm(now);
  const existing = await findEditablePromotion(db, vendorId, id, today);
  const [earliestStart] = [existing.startDate, today].sort() as [string, string];
  if (promotion.startDate < earliestStart) throw invalidFields({ startDate: 'startDateInPast' });

  return db.transaction(async (tx) => {
    const itemsBefore = await itemsOfPromotion(tx, id);
    const [updated] = await tx
      .update(promotions)
      .set({ ...promotionColumns(promotion), updatedAt: sql`now()` })
      .where(stillEditable(vendorId, id, today))
      .returning();
    if (!updated) throw promotionNotEditable();
    await tx.delete(promotionItems).where(eq(promotionItems.promotionId, id));
    const itemsAfter = await storePromotionItems(tx, vendorId, id, promotion);
    const names = (items: PromotionItemAnswer[]) => items.map((item) => item.name);
    const changes = auditChanges(
      { ...existing, items: names(itemsBefore) },
      { ...updated, items: names(itemsAfter) },
      PROMOTION_AUDITED_FIELDS,
    );
    await recordVendorAudit(tx, vendorId, id, 'update', updated.title, now, { changes });
    return toPromotionDto(updated, vendor.name, today, itemsAfter);
  });
}

/** Deletes a pending promotion of the vendor (conditional, like the update). */
export async function deleteVendorPromotion(db: Db, vendorId: string, id: string, now: Date): Promise<void> {
  const today = todayInStockholm(now);
  const existing = await findEditablePromotion(db, vendorId, id, today);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(promotions)
      .where(stillEditable(vendorId, id, today))
      .returning({ id: promotions.id });
    if (deleted.length === 0) throw promotionNotEditable();
    await recordVendorAudit(tx, vendorId, id, 'delete', existing.title, now);
  });
}

// ---------------------------------------------------------------- admin side

const adminColumns = {
  promotion: promotions,
  vendorName: vendors.vendorName,
  actorName: admins.name,
  actorEmail: admins.email,
};

type AdminRow = {
  promotion: PromotionRow;
  vendorName: string | null;
  actorName: string | null;
  actorEmail: string | null;
};

function toAdminDto(row: AdminRow, today: string, items: PromotionItemAnswer[]): AdminPromotionAnswer {
  const lastActionBy = row.promotion.lastActionBy
    ? { id: row.promotion.lastActionBy, name: row.actorName, email: row.actorEmail }
    : null;
  return { ...toPromotionDto(row.promotion, row.vendorName ?? '', today, items), lastActionBy };
}

/** The rare parts of a search to read each side's trigram index by (lib/text-search.ts, decision 049). */
type SearchParts = { own: string | null; vendor: string | null };

/**
 * The conditions of the admin list's export and bulk selection: the list's own (`adminConditions`),
 * a search read from each side's trigram index by its rare part when it has one.
 */
export async function adminWhere(
  db: Db,
  query: Pick<PromotionListQuery, 'status' | 'q'>,
  today: string,
): Promise<SQL | undefined> {
  return adminConditions(query, today, query.q ? await searchParts(db, query.q) : undefined);
}

/** The status filter and the search of the admin list, given the search's rare parts. */
function adminConditions(
  query: Pick<PromotionListQuery, 'status' | 'q'>,
  today: string,
  parts?: SearchParts,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(displayStatusFilter(query.status, today));
  if (query.q) conditions.push(inArray(promotions.id, promotionIdsMatching(query.q, parts)));
  return and(...conditions);
}

async function searchParts(db: Db, text: string): Promise<SearchParts> {
  const [own, vendor] = await Promise.all([
    rarePart(db, promotions, promotions.searchText, text),
    rarePart(db, vendors, vendors.searchText, text),
  ]);
  return { own, vendor };
}

/** The two sets a search is the union of: its own text, or its vendor's name or e-mail. */
const searchSides = (text: string, parts?: SearchParts): [SQL, SQL] => [
  containsText(promotions.searchText, text, parts?.own),
  sql`${promotions.vendorId} in (${matchingVendorIds(text, parts)})`,
];

const matchingVendorIds = (text: string, parts?: SearchParts) =>
  sql`select ${vendors.id} from ${vendors} where ${containsText(vendors.searchText, text, parts?.vendor)}`;

/**
 * The promotions whose title or description, or whose vendor's name or e-mail, contain the text:
 * a UNION of two sets each read through its own trigram index (issue 20). Written as `… ILIKE … OR
 * vendor_id IN (…)` the OR kept PostgreSQL from using either index, so a rare term read every row.
 * The vendor side takes the vendors' ids first, as an array, and their promotions from the vendor
 * index: as `IN (select …)` the count of 'pizzeria 8' at 100,000 promotions joined every promotion
 * to its vendor (50–130 ms; 20 ms so, decision 049).
 */
function promotionIdsMatching(text: string, parts?: SearchParts): SQL {
  const [own] = searchSides(text, parts);
  return sql`(select ${promotions.id} from ${promotions} where ${own}
    union select ${promotions.id} from ${promotions}
      where ${promotions.vendorId} = any(array(${matchingVendorIds(text, parts)})))`;
}

/**
 * The ids of a page of a search, in the sort's order: each side of the union sorted and cut at the
 * rows the page can need, so PostgreSQL reads each from an index, by the sort's index and ILIKE for a
 * common term or through the trigram index for a rare one, and never joins every match (issue 20).
 */
function searchedPageIds(
  text: string,
  parts: SearchParts,
  others: SQL | undefined,
  sort: ListSort,
  paging: Paging,
): SQL {
  const direction = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  const keys = sort.keys.map((key, index) => sql`${key.value} as ${sql.identifier(`k${index}`)}`);
  const filter = others ? sql` and ${others}` : sql``;
  const side = (condition: SQL) =>
    sql`(select ${promotions.id} as id, ${sql.join(keys, sql`, `)} from ${promotions} where ${condition}${filter}
      order by ${sql.join(orderOf(sort), sql`, `)} limit ${paging.page * paging.pageSize})`;
  const order = sql.join(
    [
      ...sort.keys.map((_key, index) => sql`${sql.identifier(`k${index}`)} ${direction}`),
      sql`id ${direction}`,
    ],
    sql`, `,
  );
  const [own, vendor] = searchSides(text, parts);
  return sql`(select id from (${side(own)} union ${side(vendor)}) as matches
    order by ${order} limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize})`;
}

/**
 * The ids of a page sorted by effective status (decision 043), without sorting every row: the
 * statuses in their text order (active, expired, inactive, pending), each read in id order from the
 * `(status, id)` index and cut at the rows the page can need. A promotion past its end date is
 * expired whatever its stored status, so the expired part adds the few lapsed rows the mail worker
 * has not stored as expired yet (`lapsedNotStored`, materialised once), and the other parts skip them.
 */
function idsByEffectiveStatus(
  where: SQL | undefined,
  only: PromotionStatus | undefined,
  today: string,
  order: SortOrder,
  paging: Paging,
): SQL {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const needed = paging.page * paging.pageSize;
  const filter = where ? sql` and ${where}` : sql``;
  const part = (rank: number, condition: SQL) =>
    sql`(select ${promotions.id} as id, ${rank}::int as part from ${promotions} where ${condition}${filter}
      order by ${promotions.id} ${direction} limit ${needed})`;
  const current = (status: PromotionStatus) =>
    sql`${promotions.status} = ${status} and ${promotions.endDate} >= ${today}::date`;
  // Text order of the effective statuses; a status filter leaves its own part only.
  const parts = [...PROMOTION_STATUSES]
    .sort()
    .filter((status) => !only || status === only)
    .map((status, rank) =>
      status === 'expired'
        ? sql`${part(rank, sql`${promotions.status} = 'expired'`)}
          union all (select id, ${rank}::int as part from lapsed order by id ${direction} limit ${needed})`
        : part(rank, current(status)),
    );
  return sql`(with lapsed as materialized (
      select ${promotions.id} as id from ${promotions} where ${lapsedNotStored(today)}${filter})
    select id from (${sql.join(parts, sql` union all `)}) as parts
    order by part ${direction}, id ${direction}
    limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize})`;
}

/**
 * The effective status whose part of the status sort holds the promotions of a displayed one: the
 * scheduled ones are among the active (the list's filter, in `where`, keeps only them).
 */
const storedPart = (status: PromotionDisplayStatus | undefined): PromotionStatus | undefined =>
  status === 'scheduled' ? 'active' : status;

/**
 * The promotion list's total: without a search, the exact counts of the statistics (the counters
 * of migration 0013); with one, counted up to `countLimit` and estimated past it (decision 043).
 */
async function promotionTotal(
  db: Db,
  query: PromotionListQuery,
  where: SQL | undefined,
  today: string,
  countLimit: number,
): Promise<ListTotal> {
  if (!query.q) {
    const stats = await promotionStats(db, today);
    return { total: query.status ? stats.counts[query.status] : stats.total, totalIsEstimate: false };
  }
  return countUpTo(db, matching(promotions, where), countLimit);
}

export async function listPromotions(
  db: Db,
  query: PromotionListQuery,
  today: string,
  countLimit: number,
): Promise<PromotionListAnswer> {
  const parts = query.q ? await searchParts(db, query.q) : undefined;
  const where = adminConditions(query, today, parts);
  const sort = promotionSort(query, today);
  // The page's ids first, from promotions alone, then their vendor and admin: sorted by the
  // effective status, the join would otherwise come before a full sort of every row (decision 035).
  const pageIds =
    query.sort === 'status'
      ? idsByEffectiveStatus(where, storedPart(query.status ?? undefined), today, query.order, query)
      : query.q
        ? searchedPageIds(query.q, parts!, adminConditions({ ...query, q: undefined }, today), sort, query)
        : sortedPage(db.select({ id: promotions.id }).from(promotions).where(where).$dynamic(), sort, query);
  const [rows, total] = await Promise.all([
    db
      .select(adminColumns)
      .from(promotions)
      .leftJoin(vendors, eq(vendors.id, promotions.vendorId))
      .leftJoin(admins, eq(admins.id, promotions.lastActionBy))
      .where(inArray(promotions.id, pageIds))
      .orderBy(...orderOf(sort)),
    promotionTotal(db, query, where, today, countLimit),
  ]);
  const items = await itemsOfPromotions(
    db,
    rows.map((row) => row.promotion.id),
  );
  return {
    data: rows.map((row) => toAdminDto(row, today, items.get(row.promotion.id) ?? [])),
    ...settledTotal(total, query, rows.length),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The admin's statistics (issue 20, decision 043): the counters kept per stored status by the
 * triggers of migration 0013, corrected for the promotions past their end date that the mail worker
 * has not stored as expired yet (few, `lapsedNotStored`), and with the approved ones that have not
 * started yet counted as scheduled (issue 36 §9; read from the `(status, start_date, id)` index).
 * Exact, without reading every row.
 */
export async function promotionStats(db: Db, today: string): Promise<PromotionStats> {
  const [stored, lapsed, [scheduled]] = await Promise.all([
    db.select().from(promotionStatusCounts),
    db
      .select({ status: promotions.status, count: sql<number>`count(*)::int` })
      .from(promotions)
      .where(lapsedNotStored(today))
      .groupBy(promotions.status),
    db.select({ count: sql<number>`count(*)::int` }).from(promotions).where(notStartedYet(today)),
  ]);
  const counts: PromotionStats['counts'] = { pending: 0, scheduled: 0, active: 0, inactive: 0, expired: 0 };
  const stats = { total: 0, views: 0, orders: 0, revenue: 0 };
  for (const row of stored) {
    if (row.status in counts) counts[row.status as PromotionStatus] += Number(row.promotions);
    stats.total += Number(row.promotions);
    stats.views += Number(row.views);
    stats.orders += Number(row.orders);
    stats.revenue += Number(row.revenue);
  }
  for (const row of lapsed) {
    if (row.status in counts) counts[row.status as PromotionStatus] -= row.count;
    counts.expired += row.count;
  }
  counts.scheduled = Number(scheduled?.count ?? 0);
  counts.active -= counts.scheduled;
  return { ...stats, revenue: Math.round(stats.revenue * 100) / 100, counts };
}

async function findAdminPromotion(db: Db, id: string, today: string): Promise<AdminPromotionAnswer> {
  if (!isUuid(id)) throw promotionNotFound();
  const [row] = await db
    .select(adminColumns)
    .from(promotions)
    .leftJoin(vendors, eq(vendors.id, promotions.vendorId))
    .leftJoin(admins, eq(admins.id, promotions.lastActionBy))
    .where(eq(promotions.id, id));
  if (!row) throw promotionNotFound();
  return toAdminDto(row, today, await itemsOfPromotion(db, id));
}

/** One promotion with its history (vendor and admin actions, oldest first). */
export async function getPromotionDetails(db: Db, id: string, today: string): Promise<PromotionDetails> {
  const promotion = await findAdminPromotion(db, id, today);
  const rows = await selectAuditWithActorName(db, {
    id: auditLog.id,
    action: auditLog.action,
    actorRole: auditLog.actorRole,
    details: auditLog.details,
    at: auditLog.createdAt,
  })
    .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
  const history = rows.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorRole: entry.actorRole,
    actorName: entry.actorName,
    details: entry.details,
    at: entry.at.toISOString(),
  }));
  return { ...promotion, history };
}

/** What an admin's status action sets beside the status, on one promotion or in bulk. */
export const adminActionColumns = (
  action: PromotionAction,
  adminId: string,
  now: Date,
  reason: string | undefined,
) => ({
  lastAction: action,
  lastActionBy: adminId,
  lastActionAt: now,
  updatedAt: sql`now()`,
  statusReason: reason ?? null,
});

/**
 * An admin action of DESIGN.md §5 on a promotion the admin saw in `expectedStatus` (the effective
 * status, so a lapsed promotion cannot be approved), applied the way every status action is
 * (lib/status-transition.ts, decisions 011 and 027): of two admins acting at once only one succeeds
 * and the other gets 409 `stale_status` with the current promotion.
 */
export async function applyAdminPromotionAction(
  db: Db,
  {
    id,
    action,
    expectedStatus,
    reason,
    adminId,
    now,
  }: {
    id: string;
    action: PromotionAction;
    expectedStatus: PromotionStatus;
    reason?: string | undefined;
    adminId: string;
    now: Date;
  },
): Promise<AdminPromotionAnswer> {
  const today = todayInStockholm(now);
  if (!isUuid(id)) throw promotionNotFound();
  const to = applyPromotionAction(expectedStatus, action);
  // Nothing leaves 'expired', so the expected status below is a stored one on an unexpired row.
  if (!to) throw illegalTransition();
  return transitionStatus(db, {
    table: promotions,
    id,
    expectedStatus,
    to,
    set: adminActionColumns(action, adminId, now, reason),
    reason,
    alsoRecord: (tx, change) => enqueuePromotionDecision(tx, id, change.to),
    lockStatus: async (tx) => {
      const [row] = await tx
        .select({ status: promotions.status, endDate: promotions.endDate })
        .from(promotions)
        .where(eq(promotions.id, id))
        .for('update');
      return row ? effectivePromotionStatus(row.status as PromotionStatus, row.endDate, today) : null;
    },
    stillIn: (from) => statusFilter(from, today),
    audit: { actor: { role: 'admin', id: adminId }, entity: 'promotion', action, at: now },
    read: (reader) => findAdminPromotion(reader, id, today),
    notFound: promotionNotFound,
  });
}
