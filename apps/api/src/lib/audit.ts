import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who acted: a signed-in admin or vendor, or an applicant of a public form (no account). */
export type AuditActor = { role: 'admin' | 'vendor' | 'applicant'; id: string | null };

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
  await db.insert(auditLog).values({
    actorRole: entry.actor.role,
    actorId: entry.actor.id,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    details: entry.details,
    createdAt: entry.at,
  });
}
