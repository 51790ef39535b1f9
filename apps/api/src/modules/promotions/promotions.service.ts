import {
  type AdminPromotionAnswer,
  applyPromotionAction,
  effectivePromotionStatus,
  isPromotionEditable,
  type Promotion,
  type PromotionAction,
  type PromotionAnswer,
  type PromotionDetails,
  type PromotionListAnswer,
  type PromotionListQuery,
  type PromotionStats,
  type PromotionStatus,
  todayInStockholm,
} from '@levera/domain';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, auditLog, promotions, vendors } from '../../db/schema.ts';
import { ApiError, illegalTransition, invalidFields, staleStatus } from '../../lib/api-error.ts';

// Vendor promotions (SPEC §2–§5, DESIGN.md §4–§5). Every read computes the effective status
// (a promotion whose end date has passed reads as expired everywhere), every write by a vendor is
// limited to its own rows, and every admin action records who and when plus an audit row.

type PromotionRow = typeof promotions.$inferSelect;

export const promotionNotFound = () => new ApiError(404, 'promotion_not_found', 'promotionNotFound');
export const promotionNotEditable = () => new ApiError(409, 'promotion_not_editable', 'promotionNotEditable');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id cannot name a row: answer as for a missing one (never a database error). */
export const isUuid = (value: string) => UUID.test(value);

/** `%q%` for ILIKE with the wildcards of the search text taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function toPromotionDto(row: PromotionRow, vendorName: string, today: string): PromotionAnswer {
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
    itemCount: row.itemCount,
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
  };
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
    discountValue: type === 'percentage' || type === 'fixed' ? promotion.discountValue : null,
    minimumOrder: promotion.minimumOrder,
    maximumDiscount: type === 'percentage' || type === 'bogo' ? promotion.maximumDiscount : null,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    usageLimit: promotion.usageLimit,
    repeatEnabled: promotion.repeat.enabled,
    repeatDays: promotion.repeat.enabled ? [...promotion.repeat.days] : [],
    applicableTo: promotion.applicableTo,
    itemCount: promotion.applicableTo === 'specific' ? promotion.itemCount : null,
    terms: promotion.terms || null,
    deliveryType: isDelivery ? promotion.deliveryType : null,
    deliveryFee: isDelivery && promotion.deliveryType === 'reducedFee' ? promotion.deliveryFee : null,
    freeDeliveryThreshold:
      isDelivery && promotion.deliveryType === 'freeAboveThreshold' ? promotion.freeDeliveryThreshold : null,
  };
}

/** SQL for the effective status, so filters and counts agree with what every answer shows. */
function effectiveStatusSql(today: string): SQL<string> {
  return sql<string>`(case when ${promotions.endDate} < ${today}::date then 'expired' else ${promotions.status} end)`;
}

function statusFilter(status: PromotionStatus, today: string): SQL | undefined {
  if (status === 'expired') return or(eq(promotions.status, 'expired'), lt(promotions.endDate, today));
  return and(eq(promotions.status, status), gte(promotions.endDate, today));
}

// ---------------------------------------------------------------- vendor side

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

export async function listVendorPromotions(
  db: Db,
  vendorId: string,
  status: PromotionStatus | null,
  today: string,
): Promise<PromotionAnswer[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.vendorId, vendorId), status ? statusFilter(status, today) : undefined))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  const vendorName = await vendorNameOf(db, vendorId);
  return rows.map((row) => toPromotionDto(row, vendorName, today));
}

export async function getVendorPromotion(
  db: Db,
  vendorId: string,
  id: string,
  today: string,
): Promise<PromotionAnswer> {
  const row = await findOwnPromotion(db, vendorId, id);
  return toPromotionDto(row, await vendorNameOf(db, vendorId), today);
}

export async function createVendorPromotion(
  db: Db,
  vendorId: string,
  promotion: Promotion,
  now: Date,
): Promise<PromotionAnswer> {
  const today = todayInStockholm(now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(promotions)
      .values({ ...promotionColumns(promotion), vendorId, status: 'pending' })
      .returning();
    await tx.insert(auditLog).values({
      actorRole: 'vendor',
      actorId: vendorId,
      entity: 'promotion',
      entityId: created!.id,
      action: 'create',
      details: { title: created!.title },
      createdAt: now,
    });
    return created!;
  });
  return toPromotionDto(row, await vendorNameOf(db, vendorId), today);
}

/**
 * Edits a pending promotion. The start date may not lie in the past, except that a pending
 * promotion whose start date has already come may keep that date (the vendor only fixes a typo in
 * the title, say); the form applies the same rule. The UPDATE is conditional on the row still being
 * pending and unexpired, so an admin decision in between wins.
 */
export async function updateVendorPromotion(
  db: Db,
  vendorId: string,
  id: string,
  promotion: Promotion,
  now: Date,
): Promise<PromotionAnswer> {
  const today = todayInStockholm(now);
  const existing = await findOwnPromotion(db, vendorId, id);
  const current = effectivePromotionStatus(existing.status as PromotionStatus, existing.endDate, today);
  if (!isPromotionEditable(current)) throw promotionNotEditable();
  const [earliestStart] = [existing.startDate, today].sort() as [string, string];
  if (promotion.startDate < earliestStart) throw invalidFields({ startDate: 'startDateInPast' });

  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(promotions)
      .set({ ...promotionColumns(promotion), updatedAt: sql`now()` })
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.vendorId, vendorId),
          eq(promotions.status, 'pending'),
          gte(promotions.endDate, today),
        ),
      )
      .returning();
    if (!updated) throw promotionNotEditable();
    await tx.insert(auditLog).values({
      actorRole: 'vendor',
      actorId: vendorId,
      entity: 'promotion',
      entityId: id,
      action: 'update',
      details: { title: updated.title },
      createdAt: now,
    });
    return updated;
  });
  return toPromotionDto(row, await vendorNameOf(db, vendorId), today);
}

/** Deletes a pending promotion of the vendor (conditional, like the update). */
export async function deleteVendorPromotion(db: Db, vendorId: string, id: string, now: Date): Promise<void> {
  const today = todayInStockholm(now);
  const existing = await findOwnPromotion(db, vendorId, id);
  const current = effectivePromotionStatus(existing.status as PromotionStatus, existing.endDate, today);
  if (!isPromotionEditable(current)) throw promotionNotEditable();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(promotions)
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.vendorId, vendorId),
          eq(promotions.status, 'pending'),
          gte(promotions.endDate, today),
        ),
      )
      .returning({ id: promotions.id });
    if (deleted.length === 0) throw promotionNotEditable();
    await tx.insert(auditLog).values({
      actorRole: 'vendor',
      actorId: vendorId,
      entity: 'promotion',
      entityId: id,
      action: 'delete',
      details: { title: existing.title },
      createdAt: now,
    });
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

function toAdminDto(row: AdminRow, today: string): AdminPromotionAnswer {
  const lastActionBy = row.promotion.lastActionBy
    ? { id: row.promotion.lastActionBy, name: row.actorName, email: row.actorEmail }
    : null;
  return { ...toPromotionDto(row.promotion, row.vendorName ?? '', today), lastActionBy };
}

function adminWhere(query: PromotionListQuery, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(statusFilter(query.status, today));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Title and description, or the vendor's name or e-mail: each side is served by its trigram index.
    conditions.push(
      or(ilike(promotions.searchText, pattern), inArray(promotions.vendorId, vendorIdsMatching(pattern))),
    );
  }
  return and(...conditions);
}

function vendorIdsMatching(pattern: string): SQL {
  return sql`(select ${vendors.id} from ${vendors} where ${ilike(vendors.searchText, pattern)})`;
}

export async function listPromotions(
  db: Db,
  query: PromotionListQuery,
  today: string,
): Promise<PromotionListAnswer> {
  const where = adminWhere(query, today);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminColumns)
      .from(promotions)
      .leftJoin(vendors, eq(vendors.id, promotions.vendorId))
      .leftJoin(admins, eq(admins.id, promotions.lastActionBy))
      .where(where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return {
    data: rows.map((row) => toAdminDto(row, today)),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function promotionStats(db: Db, today: string): Promise<PromotionStats> {
  const status = effectiveStatusSql(today);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${status} = 'pending'))::int`,
      active: sql<number>`(count(*) filter (where ${status} = 'active'))::int`,
      inactive: sql<number>`(count(*) filter (where ${status} = 'inactive'))::int`,
      expired: sql<number>`(count(*) filter (where ${status} = 'expired'))::int`,
      views: sql<string>`coalesce(sum(${promotions.views}), 0)::text`,
      orders: sql<string>`coalesce(sum(${promotions.orders}), 0)::text`,
      revenue: sql<string>`coalesce(sum(${promotions.revenue}), 0)::text`,
    })
    .from(promotions);
  return {
    total: Number(row?.total ?? 0),
    counts: {
      pending: Number(row?.pending ?? 0),
      active: Number(row?.active ?? 0),
      inactive: Number(row?.inactive ?? 0),
      expired: Number(row?.expired ?? 0),
    },
    views: Number(row?.views ?? 0),
    orders: Number(row?.orders ?? 0),
    revenue: Number(row?.revenue ?? 0),
  };
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
  return toAdminDto(row, today);
}

/** One promotion with its history (vendor and admin actions, oldest first). */
export async function getPromotionDetails(db: Db, id: string, today: string): Promise<PromotionDetails> {
  const promotion = await findAdminPromotion(db, id, today);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorRole: auditLog.actorRole,
      adminName: admins.name,
      vendorName: vendors.vendorName,
      details: auditLog.details,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorRole, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorRole, 'vendor'), eq(vendors.id, auditLog.actorId)))
    .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
  const history = rows.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorRole: entry.actorRole,
    actorName: entry.adminName ?? entry.vendorName ?? null,
    details: entry.details,
    at: entry.at.toISOString(),
  }));
  return { ...promotion, history };
}

/**
 * An admin action of DESIGN.md §5 on a promotion the admin saw in `expectedStatus` (the effective
 * status, so a lapsed promotion cannot be approved). One conditional UPDATE decides: it applies only
 * while the promotion still reads as `expectedStatus`, so of two admins acting at once only one
 * succeeds and the other gets 409 `stale_status` with the current promotion (decision 011).
 */
export async function applyAdminPromotionAction(
  db: Db,
  {
    id,
    action,
    expectedStatus,
    adminId,
    now,
  }: { id: string; action: PromotionAction; expectedStatus: PromotionStatus; adminId: string; now: Date },
): Promise<AdminPromotionAnswer> {
  const today = todayInStockholm(now);
  if (!isUuid(id)) throw promotionNotFound();
  const to = applyPromotionAction(expectedStatus, action);
  // Nothing leaves 'expired', so the expected status below is a stored one on an unexpired row.
  if (!to) throw illegalTransition();

  const updated = await db.transaction(async (tx) => {
    const changed = await tx
      .update(promotions)
      .set({
        status: to,
        lastAction: action,
        lastActionBy: adminId,
        lastActionAt: now,
        updatedAt: sql`now()`,
      })
      .where(and(eq(promotions.id, id), statusFilter(expectedStatus, today)))
      .returning({ id: promotions.id });
    if (changed.length === 0) return false;
    await tx.insert(auditLog).values({
      actorRole: 'admin',
      actorId: adminId,
      entity: 'promotion',
      entityId: id,
      action,
      details: { from: expectedStatus, to },
      createdAt: now,
    });
    return true;
  });
  const current = await findAdminPromotion(db, id, today);
  if (!updated) throw staleStatus(current);
  return current;
}

// ---------------------------------------------------------------- demo data

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** A few promotions of the demo vendor in every status (called from seed/sample-data.ts). */
export async function seedSamplePromotions(
  db: Db,
  { adminId, vendorId }: { adminId: string; vendorId: string },
  now: Date = new Date(),
): Promise<void> {
  const today = todayInStockholm(now);
  const base = { vendorId, repeatDays: [] as string[], applicableTo: 'all' };
  const samples: (typeof promotions.$inferInsert)[] = [
    {
      ...base,
      title: 'Pizza Tuesday: 20% off',
      description: 'Twenty percent off every pizza on Tuesdays and Thursdays, for pick-up and delivery.',
      discountType: 'percentage',
      discountValue: 20,
      minimumOrder: 150,
      maximumDiscount: 100,
      startDate: addDays(today, -10),
      endDate: addDays(today, 50),
      repeatEnabled: true,
      repeatDays: ['tuesday', 'thursday'],
      usageLimit: 500,
      terms: 'One discount per order. Cannot be combined with other offers.',
      status: 'active',
      views: 1840,
      orders: 212,
      revenue: 38_420.5,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Free delivery over 200 kr',
      description: 'Orders of 200 kr or more are delivered for free all weekend long.',
      discountType: 'delivery',
      deliveryType: 'freeAboveThreshold',
      freeDeliveryThreshold: 200,
      startDate: addDays(today, -3),
      endDate: addDays(today, 30),
      repeatEnabled: true,
      repeatDays: ['saturday', 'sunday'],
      status: 'active',
      views: 960,
      orders: 87,
      revenue: 21_350,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Buy one calzone, get one free',
      description: 'Order a calzone and the second one is on us. Valid on the whole calzone menu.',
      discountType: 'bogo',
      applicableTo: 'specific',
      itemCount: 4,
      startDate: addDays(today, 5),
      endDate: addDays(today, 35),
      usageLimit: 100,
      status: 'pending',
    },
    {
      ...base,
      title: '50 kr off family meals',
      description: 'Fifty kronor off any family meal deal for four people or more.',
      discountType: 'fixed',
      discountValue: 50,
      minimumOrder: 300,
      startDate: addDays(today, 2),
      endDate: addDays(today, 60),
      status: 'inactive',
      lastAction: 'reject',
      lastActionBy: adminId,
      lastActionAt: now,
    },
    {
      ...base,
      title: 'Reduced delivery fee: 19 kr',
      description: 'Delivery for just 19 kr during the Christmas market weeks in Katrineholm.',
      discountType: 'delivery',
      deliveryType: 'reducedFee',
      deliveryFee: 19,
      startDate: addDays(today, -60),
      endDate: addDays(today, -20),
      status: 'active',
      views: 3120,
      orders: 401,
      revenue: 61_980,
      lastAction: 'approve',
      lastActionBy: adminId,
      lastActionAt: now,
    },
  ];
  for (const sample of samples) {
    const [row] = await db
      .insert(promotions)
      .values(sample)
      .returning({ id: promotions.id, title: promotions.title });
    await db.insert(auditLog).values({
      actorRole: 'vendor',
      actorId: vendorId,
      entity: 'promotion',
      entityId: row!.id,
      action: 'create',
      details: { title: row!.title },
    });
    if (sample.lastAction) {
      await db.insert(auditLog).values({
        actorRole: 'admin',
        actorId: adminId,
        entity: 'promotion',
        entityId: row!.id,
        action: sample.lastAction,
        details: { from: 'pending', to: sample.status },
      });
    }
  }
}
