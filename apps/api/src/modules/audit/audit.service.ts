import type {
  AuditEntity,
  AuditEntry,
  AuditFieldChange,
  AuditListAnswer,
  AuditListQuery,
  SiteLanguage,
} from '@levera/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  auditLog,
  offers,
  partnerApplications,
  promotions,
  savedReplies,
  supportQueries,
  vendors,
} from '../../db/schema.ts';
import { selectAuditWithActorName } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { newestFirstPage } from '../../lib/paging.ts';

// The audit log as the admin reads it (issue 18 §4, decision 037): the Activity screen and the
// history of one item. Rows are written by lib/audit.ts; nothing here changes them.

/** Days are Swedish days: `from` and `to` bound the log by midnight in Stockholm. */
const ZONE = 'Europe/Stockholm';

type ItemLabel = { label: string; archived: boolean };

/** One page of the log, newest first, with who acted and what names each item in its admin list. */
export async function listAudit(
  db: Db,
  query: AuditListQuery,
  language: SiteLanguage,
): Promise<AuditListAnswer> {
  const conditions: SQL[] = [];
  if (query.adminId) conditions.push(eq(auditLog.actorRole, 'admin'), eq(auditLog.actorId, query.adminId));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from)
    conditions.push(sql`${auditLog.createdAt} >= (${query.from}::date)::timestamp at time zone ${ZONE}`);
  if (query.to)
    conditions.push(sql`${auditLog.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${ZONE}`);
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [count]] = await Promise.all([
    newestFirstPage(
      selectAuditWithActorName(db, {
        id: auditLog.id,
        at: auditLog.createdAt,
        actorRole: auditLog.actorRole,
        actorId: auditLog.actorId,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        action: auditLog.action,
        details: auditLog.details,
      })
        .where(where)
        .$dynamic(),
      auditLog,
      query,
    ),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);

  const labels = await itemLabels(
    db,
    rows.map((row) => ({ entity: row.entity as AuditEntity, id: row.entityId })),
    language,
  );
  const data = rows.map((row): AuditEntry => {
    const change = statusChange(row.details);
    const item = labels.get(`${row.entity}:${row.entityId}`);
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: {
        role: row.actorRole as AuditEntry['actor']['role'],
        id: row.actorId,
        name: row.actorName,
      },
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      item: { label: item?.label ?? erasedLabel(row.entity, row.details), archived: item?.archived ?? false },
      action: row.action,
      ...change,
      subject: subjectOf(row.details),
      ...fieldChangesOf(row.details),
    };
  });
  return { data, total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * `{ from, to, reason }` of a status change: the details `{ from, to[, reason] }` of a status action
 * (lib/status-transition.ts), or `{ previousStatus, status }` of a vendor's status change.
 */
function statusChange(details: unknown): Pick<AuditEntry, 'from' | 'to' | 'reason'> {
  const found = (details ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const from = text(found.from) ?? text(found.previousStatus);
  const to = from === null ? null : (text(found.to) ?? text(found.status));
  return { from: to === null ? null : from, to, reason: text(found.reason) };
}

/**
 * What names an application or a query that no longer exists (erased, decision 059): the case number
 * its entries keep in their details. Null for other items, and for entries without one.
 */
function erasedLabel(entity: string, details: unknown): string | null {
  if (entity !== 'partnerApplication' && entity !== 'supportQuery') return null;
  const caseNumber = ((details ?? {}) as Record<string, unknown>).caseNumber;
  return typeof caseNumber === 'string' ? caseNumber : null;
}

/**
 * What an entry was about within its item, or null: the menu item of a change of a vendor's menu
 * (`itemName`), the update request of an application by its case number (`requestCaseNumber`,
 * decision 063).
 */
function subjectOf(details: unknown): string | null {
  const found = (details ?? {}) as Record<string, unknown>;
  const subject = found.itemName ?? found.requestCaseNumber;
  return typeof subject === 'string' ? subject : null;
}

/**
 * What an edit changed (issue 36 §9g), left out when nothing did: the `changes` of its details
 * (`{ field: { from, to } }`, written masked by lib/audit.ts) by field name, and a changed password
 * (last) as a field without values. An entry of an erased item has neither (the erasure keeps only
 * neutral keys).
 */
function fieldChangesOf(details: unknown): { changes?: AuditFieldChange[] } {
  const found = (details ?? {}) as Record<string, unknown>;
  const changes: AuditFieldChange[] = [];
  if (found.changes && typeof found.changes === 'object' && !Array.isArray(found.changes)) {
    for (const [field, change] of Object.entries(found.changes as Record<string, unknown>)) {
      const { from = null, to = null } = (change ?? {}) as { from?: unknown; to?: unknown };
      changes.push({ field, from: auditValue(from), to: auditValue(to) });
    }
    // In a stable order: the database keeps an object's keys in an order of its own.
    changes.sort((a, b) => a.field.localeCompare(b.field));
  }
  if (found.passwordChanged === true) changes.push({ field: 'password', from: null, to: null });
  return changes.length > 0 ? { changes } : {};
}

const auditValue = (value: unknown): AuditFieldChange['from'] => {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return Array.isArray(value) ? value.map(String) : null;
};

/** What names each item in its admin list, by `entity:id`; items that no longer exist are left out. */
async function itemLabels(
  db: Db,
  items: { entity: AuditEntity; id: string }[],
  language: SiteLanguage,
): Promise<Map<string, ItemLabel>> {
  const idsOf = (entity: AuditEntity) => [
    ...new Set(items.filter((item) => item.entity === entity && isUuid(item.id)).map((item) => item.id)),
  ];
  const labels = new Map<string, ItemLabel>();
  const keep = (entity: AuditEntity, rows: { id: string; label: string; archived?: boolean }[]) => {
    for (const row of rows)
      labels.set(`${entity}:${row.id}`, { label: row.label, archived: row.archived ?? false });
  };
  const lookups: Promise<void>[] = [];
  const look = (entity: AuditEntity, find: (ids: string[]) => Promise<{ id: string; label: string }[]>) => {
    const ids = idsOf(entity);
    if (ids.length) lookups.push(find(ids).then((rows) => keep(entity, rows)));
  };
  look('partnerApplication', (ids) =>
    db
      .select({ id: partnerApplications.id, label: partnerApplications.caseNumber })
      .from(partnerApplications)
      .where(inArray(partnerApplications.id, ids)),
  );
  look('supportQuery', (ids) =>
    db
      .select({ id: supportQueries.id, label: supportQueries.caseNumber })
      .from(supportQueries)
      .where(inArray(supportQueries.id, ids)),
  );
  look('promotion', (ids) =>
    db
      .select({ id: promotions.id, label: promotions.title })
      .from(promotions)
      .where(inArray(promotions.id, ids)),
  );
  look('vendor', (ids) =>
    db
      .select({
        id: vendors.id,
        label: vendors.email,
        archived: sql<boolean>`${vendors.archivedAt} is not null`,
      })
      .from(vendors)
      .where(inArray(vendors.id, ids)),
  );
  // An admin of the team (issue 33) by its e-mail, as the Team screen lists it.
  look('admin', (ids) =>
    db.select({ id: admins.id, label: admins.email }).from(admins).where(inArray(admins.id, ids)),
  );
  // A saved reply of the support desk (issue 37) by its title.
  look('savedReply', (ids) =>
    db
      .select({ id: savedReplies.id, label: savedReplies.title })
      .from(savedReplies)
      .where(inArray(savedReplies.id, ids)),
  );
  look('offer', (ids) =>
    db
      .select({ id: offers.id, label: language === 'sv' ? offers.titleSv : offers.titleEn })
      .from(offers)
      .where(inArray(offers.id, ids)),
  );
  await Promise.all(lookups);
  return labels;
}

/** Every admin, by name: the Activity screen's "who" filter. */
export function listAdmins(db: Db) {
  return db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .orderBy(asc(admins.name), asc(admins.email));
}
