import {
  hasDiscountValue,
  type Offer,
  type OfferAnswer,
  type OfferListAnswer,
  type PaginationQuery,
  type PublicOfferAnswer,
  type SiteLanguage,
  todayInStockholm,
} from '@levera/domain';
import { and, count, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { auditChanges, recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { newestFirstPage } from '../../lib/paging.ts';

// Platform-wide offers run by the service itself (DESIGN.md §4 "Offers"): admins create, edit,
// activate and delete them; the public home page shows the active ones that run today, in its
// own language (each offer has a Swedish and an English title and description).

type OfferRow = typeof offers.$inferSelect;

export const offerNotFound = () => new ApiError(404, 'offer_not_found', 'offerNotFound');

function toOfferDto(row: OfferRow, today: string): OfferAnswer {
  return {
    id: row.id,
    titleSv: row.titleSv,
    titleEn: row.titleEn,
    descriptionSv: row.descriptionSv,
    descriptionEn: row.descriptionEn,
    discountType: row.discountType,
    discountValue: row.discountValue,
    startDate: row.startDate,
    endDate: row.endDate,
    active: row.active,
    isLive: row.active && row.startDate <= today && today <= row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a validated offer; the value is kept only where it is the discount itself. */
function offerColumns(offer: Offer) {
  return {
    titleSv: offer.titleSv,
    titleEn: offer.titleEn,
    descriptionSv: offer.descriptionSv,
    descriptionEn: offer.descriptionEn,
    discountType: offer.discountType,
    discountValue: hasDiscountValue(offer.discountType) ? offer.discountValue : null,
    startDate: offer.startDate,
    endDate: offer.endDate,
    active: offer.active,
  };
}

const titlesOf = (row: { titleSv: string; titleEn: string }) => ({
  titleSv: row.titleSv,
  titleEn: row.titleEn,
});

/** The fields an edit's audit row names with their old and new values (issue 36 §9g). */
const OFFER_AUDITED_FIELDS = {
  titleSv: 'value',
  titleEn: 'value',
  descriptionSv: 'text',
  descriptionEn: 'text',
  discountType: 'value',
  discountValue: 'value',
  startDate: 'value',
  endDate: 'value',
  active: 'value',
} as const;

/** Offers are run by admins only: every change is an admin's. */
const audit = (
  db: Pick<Db, 'insert'>,
  adminId: string,
  offerId: string,
  action: string,
  details: unknown,
  now: Date,
) =>
  recordAudit(db, {
    actor: { role: 'admin', id: adminId },
    entity: 'offer',
    entityId: offerId,
    action,
    details,
    at: now,
  });

export async function listOffers(db: Db, query: PaginationQuery, today: string): Promise<OfferListAnswer> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const texts = [offers.titleSv, offers.titleEn, offers.descriptionSv, offers.descriptionEn];
  const where = pattern ? or(...texts.map((column) => ilike(column, pattern))) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    newestFirstPage(db.select().from(offers).where(where).$dynamic(), offers, query),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return {
    data: rows.map((row) => toOfferDto(row, today)),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getOffer(db: Db, id: string, today: string): Promise<OfferAnswer> {
  if (!isUuid(id)) throw offerNotFound();
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw offerNotFound();
  return toOfferDto(row, today);
}

export async function createOffer(db: Db, offer: Offer, adminId: string, now: Date): Promise<OfferAnswer> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(offers)
      .values({ ...offerColumns(offer), createdBy: adminId, updatedBy: adminId })
      .returning();
    await audit(tx, adminId, created!.id, 'create', titlesOf(created!), now);
    return created!;
  });
  return toOfferDto(row, todayInStockholm(now));
}

export async function updateOffer(
  db: Db,
  id: string,
  offer: Offer,
  adminId: string,
  now: Date,
): Promise<OfferAnswer> {
  if (!isUuid(id)) throw offerNotFound();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(offers).where(eq(offers.id, id));
    if (!before) throw offerNotFound();
    const [updated] = await tx
      .update(offers)
      .set({ ...offerColumns(offer), updatedBy: adminId, updatedAt: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    if (!updated) throw offerNotFound();
    const action = before.active === updated.active ? 'update' : updated.active ? 'activate' : 'deactivate';
    await audit(
      tx,
      adminId,
      id,
      action,
      { ...titlesOf(updated), changes: auditChanges(before, updated, OFFER_AUDITED_FIELDS) },
      now,
    );
    return updated;
  });
  return toOfferDto(row, todayInStockholm(now));
}

export async function deleteOffer(db: Db, id: string, adminId: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw offerNotFound();
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(offers)
      .where(eq(offers.id, id))
      .returning({ titleSv: offers.titleSv, titleEn: offers.titleEn });
    if (!deleted) throw offerNotFound();
    await audit(tx, adminId, id, 'delete', titlesOf(deleted), now);
  });
}

/**
 * Active offers running today (start and end dates inclusive), soonest ending first, with the
 * title and description in the requested language.
 */
export async function listActiveOffers(
  db: Db,
  today: string,
  language: SiteLanguage,
): Promise<PublicOfferAnswer[]> {
  const swedish = language === 'sv';
  const rows = await db
    .select({
      id: offers.id,
      title: swedish ? offers.titleSv : offers.titleEn,
      description: swedish ? offers.descriptionSv : offers.descriptionEn,
      discountType: offers.discountType,
      discountValue: offers.discountValue,
      startDate: offers.startDate,
      endDate: offers.endDate,
    })
    .from(offers)
    .where(and(eq(offers.active, true), lte(offers.startDate, today), gte(offers.endDate, today)))
    .orderBy(offers.endDate, offers.createdAt)
    .limit(50);
  return rows;
}
