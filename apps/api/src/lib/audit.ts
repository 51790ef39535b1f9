import type { AuditActorRole } from '@levera/domain';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/**
 * Who acted: a signed-in admin or vendor, an applicant of a public form (no account), or the service
 * itself (`system`, no id: the retention job, decision 060).
 */
export type AuditActor = { role: AuditActorRole; id: string | null };

export type AuditEntry = {
  actor: AuditActor;
  entity: 'partnerApplication' | 'promotion' | 'supportQuery' | 'vendor' | 'offer';
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
