import type { AuditActorRole, AuditEntity, AuditValue } from '@levera/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { admins, auditLog, vendors } from '../db/schema.ts';

/**
 * Who acted: a signed-in admin or vendor, an applicant of a public form (no account), or the service
 * itself (`system`, no id: the retention job, decision 060).
 */
export type AuditActor = { role: AuditActorRole; id: string | null };

export type AuditEntry = {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string;
  action: string;
  details?: unknown;
  /** When it happened; the database's clock when left out. */
  at?: Date | undefined;
};

/** Appends one row to the audit log: who did what to which item, and when. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Appends the row of an account's action on itself (its own link, its own two-factor). */
export async function recordOwnAction(
  db: Pick<Db, 'insert'>,
  account: { role: 'admin' | 'vendor'; id: string },
  action: string,
  at: Date,
  details?: unknown,
): Promise<void> {
  await recordAudit(db, { actor: account, entity: account.role, entityId: account.id, action, details, at });
}

/** Appends one row per entry, in one statement (a batch of items the retention job erased). */
export async function recordAudits(db: Pick<Db, 'insert'>, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorRole: entry.actor.role,
      actorId: entry.actor.id,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      details: entry.details,
      createdAt: entry.at,
    })),
  );
}

// ---------------------------------------------------------------- what an edit changed (issue 36 §9g)

/**
 * What an edit changed, field by field, for the `changes` key of its audit details: the value
 * before and after, personal values already masked, so the log never holds them in clear. Passwords
 * are never in it (an edit says `passwordChanged` instead). The erasure (privacy/erasure.ts) drops
 * the whole object from the entries of an erased item: it is no neutral key.
 */
export type AuditChanges = Record<string, { from: AuditValue; to: AuditValue }>;

/**
 * How a field's values are kept: as they are; masked (an e-mail address keeps its first letters
 * and its top-level domain, a phone number its last two digits, a person's name nothing); or, for a
 * long text, its first TEXT_KEPT characters.
 */
export type AuditFieldKind = 'value' | 'email' | 'phone' | 'name' | 'text';

const MASK = '•••';
/** The characters of a long text (a description, terms) an audit row keeps. */
const TEXT_KEPT = 120;

/** 'anna.berg@kebabhuset.se' → 'a•••@k•••.se'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}${MASK}@${host.slice(0, 1)}${MASK}${tld}`;
}

/** '+46701234567' → '••• 67'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 2 ? `${MASK} ${digits.slice(-2)}` : MASK;
}

function keptValue(value: unknown, kind: AuditFieldKind): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  switch (kind) {
    case 'email':
      return maskEmail(text);
    case 'phone':
      return maskPhone(text);
    case 'name':
      return MASK;
    case 'text':
      return text.length > TEXT_KEPT ? `${text.slice(0, TEXT_KEPT)}…` : text;
    default:
      return text;
  }
}

/** The same value for the comparison: absent, null and blank are one. */
function comparable(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  return JSON.stringify(value);
}

/**
 * The fields of `fields` whose value differs between `before` and `after`, each `{ from, to }`
 * kept as its kind says; undefined when none changed (the details then have no `changes`).
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: Record<string, AuditFieldKind>,
): AuditChanges | undefined {
  const changes: AuditChanges = {};
  for (const [field, kind] of Object.entries(fields)) {
    if (comparable(before[field]) === comparable(after[field])) continue;
    changes[field] = { from: keptValue(before[field], kind), to: keptValue(after[field], kind) };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * Reads the audit log with the name of who wrote each row (`actorName`): the admin's or the vendor's,
 * null for the system and an applicant. `fields` are the other columns read.
 */
export function selectAuditWithActorName<Fields extends Record<string, PgColumn | SQL>>(
  db: Pick<Db, 'select'>,
  fields: Fields,
) {
  return db
    .select({ ...fields, actorName: sql<string | null>`coalesce(${admins.name}, ${vendors.vendorName})` })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorRole, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorRole, 'vendor'), eq(vendors.id, auditLog.actorId)));
}
