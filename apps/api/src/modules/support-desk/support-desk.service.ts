import {
  type AdminQuery,
  type CaseEntry,
  type ConversationEntry,
  normaliseLanguage,
  type QueryStatus,
  reopenedQueryStatus,
  type SiteLanguage,
  type SupportCaseAnswer,
} from '@levera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  mailOutbox,
  queryStatusChanges,
  supportQueries,
  supportQueryMessages,
} from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail, enqueueQueryResponse } from '../../mail/outbox.ts';
import type { DigestOnlyData } from '../../mail/messages.ts';
import type { Principal } from '../../lib/principal.ts';
import { subjectOf } from '../support-queries/support-queries.export.ts';
import { findAdminQuery, queryNotFound } from '../support-queries/support-queries.service.ts';
import { createCaseLink, queryOfCaseToken } from './case-links.ts';

// The support desk (issue 37, decision 076): a query's conversation (support's replies, the
// requester's and the vendor's answers, the team's internal notes), assignment, and the requester's
// side through the case link. The query's own `message` stays the first message of the conversation.
// Every write is one transaction with its audit row (and its e-mail, through the outbox).

type QueryRow = typeof supportQueries.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the query row for a change of its conversation (404 when it does not exist). */
async function lockedQuery(tx: Tx, id: string): Promise<QueryRow> {
  if (!isUuid(id)) throw queryNotFound();
  const [row] = await tx.select().from(supportQueries).where(eq(supportQueries.id, id)).for('update');
  if (!row) throw queryNotFound();
  return row;
}

// ---------------------------------------------------------------- reading a conversation

/** Whose words the query's own message is: the vendor's for a vendor query, else the requester's. */
const firstAuthor = (query: Pick<QueryRow, 'type'>) => (query.type === 'vendor' ? 'vendor' : 'requester');

/** The whole conversation (notes with `withNotes`), the query's own message first, oldest first. */
async function conversationOf(db: Db, query: QueryRow, withNotes: boolean): Promise<ConversationEntry[]> {
  const rows = await db
    .select({
      id: supportQueryMessages.id,
      kind: supportQueryMessages.kind,
      authorKind: supportQueryMessages.authorKind,
      adminId: supportQueryMessages.adminId,
      adminName: admins.name,
      body: supportQueryMessages.body,
      createdAt: supportQueryMessages.createdAt,
    })
    .from(supportQueryMessages)
    .leftJoin(admins, eq(admins.id, supportQueryMessages.adminId))
    .where(
      and(
        eq(supportQueryMessages.queryId, query.id),
        withNotes ? undefined : eq(supportQueryMessages.kind, 'reply'),
      ),
    )
    .orderBy(asc(supportQueryMessages.createdAt), asc(supportQueryMessages.seq));
  return [
    {
      id: query.id,
      kind: 'reply',
      authorKind: firstAuthor(query),
      author: null,
      body: query.message,
      createdAt: query.createdAt.toISOString(),
    },
    ...rows.map(
      (row): ConversationEntry => ({
        id: row.id,
        kind: row.kind as ConversationEntry['kind'],
        authorKind: row.authorKind as ConversationEntry['authorKind'],
        author: row.adminId && row.adminName ? { id: row.adminId, name: row.adminName } : null,
        body: row.body,
        createdAt: new Date(row.createdAt).toISOString(),
      }),
    ),
  ];
}

/** GET /queries/{id}/conversation: every message and note, for the admins. */
export async function adminConversation(db: Db, id: string) {
  if (!isUuid(id)) throw queryNotFound();
  const [query] = await db.select().from(supportQueries).where(eq(supportQueries.id, id));
  if (!query) throw queryNotFound();
  return { queryId: query.id, caseNumber: query.caseNumber, messages: await conversationOf(db, query, true) };
}

/**
 * The case as its requester (or its vendor) sees it: its own words and support's, no note, no admin's
 * name, no address; the subject in `language` (a contact form's subject is one of the form's choices).
 */
async function caseView(db: Db, query: QueryRow, language: SiteLanguage): Promise<SupportCaseAnswer['data']> {
  const entries = await conversationOf(db, query, false);
  return {
    caseNumber: query.caseNumber,
    subject: subjectOf(query, language) ?? query.subject,
    status: query.status as QueryStatus,
    language: normaliseLanguage(query.language),
    messages: entries.map(
      (entry): CaseEntry => ({
        from: entry.authorKind === 'admin' ? 'support' : 'you',
        body: entry.body,
        createdAt: entry.createdAt,
      }),
    ),
  };
}

// ---------------------------------------------------------------- support's reply

/** The audit row of a message added to a query's conversation: its length, never its text. */
function auditMessage(tx: Tx, actor: AuditActor, queryId: string, action: string, message: string, at: Date) {
  return recordAudit(tx, {
    actor,
    entity: 'supportQuery',
    entityId: queryId,
    action,
    details: { length: message.length },
    at,
  });
}

/**
 * POST /queries/{id}/replies (and PUT /queries/{id}/response, the vendor's answer of old): stores the
 * reply, marks the query read and answered (the first response's time once, nobody waits any more)
 * and e-mails it in the query's language: a vendor hears as before (and sees it in its panel and its
 * bell, which read the `respond` audit row and the query's `response`); a contact query's sender gets
 * the reply with the private link of the case.
 */
export async function replyToQuery(
  db: Db,
  id: string,
  message: string,
  actor: Principal,
  now: Date,
): Promise<AdminQuery> {
  await db.transaction(async (tx) => {
    const query = await lockedQuery(tx, id);
    await tx.insert(supportQueryMessages).values({
      queryId: id,
      authorKind: 'admin',
      adminId: actor.id,
      kind: 'reply',
      body: message,
      createdAt: now,
    });
    await tx
      .update(supportQueries)
      .set({
        response: message,
        respondedAt: now,
        respondedBy: actor.id,
        firstResponseAt: sql`coalesce(${supportQueries.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
        waitingSince: null,
        updatedAt: now,
        ...(!query.isRead && { isRead: true, readAt: now, readBy: actor.id }),
      })
      .where(eq(supportQueries.id, id));
    await auditMessage(tx, actor, id, 'respond', message, now);
    if (query.type === 'vendor') {
      await enqueueQueryResponse(tx as unknown as Db, id);
    } else {
      const language = normaliseLanguage(query.language);
      const linkId = await createCaseLink(tx, id);
      await enqueueMail(tx, {
        kind: 'queryReply',
        to: query.email,
        language,
        data: {
          caseNumber: query.caseNumber,
          subject: subjectOf(query, language) ?? query.subject,
          reply: message,
          linkId,
        },
      });
    }
  });
  return findAdminQuery(db, id);
}

/** POST /queries/{id}/notes: an internal note, seen by the admins only. */
export async function addQueryNote(db: Db, id: string, message: string, actor: Principal, now: Date) {
  await db.transaction(async (tx) => {
    await lockedQuery(tx, id);
    await tx.insert(supportQueryMessages).values({
      queryId: id,
      authorKind: 'admin',
      adminId: actor.id,
      kind: 'note',
      body: message,
      createdAt: now,
    });
    // The query's notice (the list's cache, the live counts) follows the note.
    await tx.update(supportQueries).set({ updatedAt: now }).where(eq(supportQueries.id, id));
    await auditMessage(tx, actor, id, 'addNote', message, now);
  });
  return adminConversation(db, id);
}

// ---------------------------------------------------------------- assignment

const assigneeNotFound = () => new ApiError(422, 'assignee_not_found', 'assigneeNotFound');

/** GET /queries/assignees: whom a query can be assigned to (active admins, by name). */
export function listAssignableAdmins(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(eq(admins.status, 'active'))
    .orderBy(asc(admins.name), asc(admins.id));
}

/**
 * PUT /queries/{id}/assignee: an active admin of the team (every role answers queries) takes the
 * query, or nobody (null). Taking it is assigning oneself. An unchanged assignee changes nothing.
 */
export async function assignQuery(
  db: Db,
  id: string,
  adminId: string | null,
  actor: Principal,
  now: Date,
): Promise<{ data: AdminQuery; assigned: boolean }> {
  await db.transaction(async (tx) => {
    const query = await lockedQuery(tx, id);
    if (adminId !== null) {
      if (!isUuid(adminId)) throw assigneeNotFound();
      const [admin] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.id, adminId), eq(admins.status, 'active')));
      if (!admin) throw assigneeNotFound();
    }
    if (query.assigneeId === adminId) return;
    await tx
      .update(supportQueries)
      .set({ assigneeId: adminId, updatedAt: now })
      .where(eq(supportQueries.id, id));
    await recordAudit(tx, {
      actor,
      entity: 'supportQuery',
      entityId: id,
      action: adminId ? 'assign' : 'unassign',
      details: { from: query.assigneeId, to: adminId },
      at: now,
    });
  });
  return { data: await findAdminQuery(db, id), assigned: adminId !== null };
}

// ---------------------------------------------------------------- the requester's and vendor's answers

/**
 * An answer of the requester (through the case link) or of the vendor (its panel): stored in the
 * conversation, the query turns unread for the admins (NEW, in the live counts) and waits from now
 * unless it already waited; a resolved or closed case reopens (in progress, in the status history
 * and the audit log); the admins' digest lists the case. In one transaction, the query locked; answers
 * the query as it was.
 */
async function answerFromRequester(
  db: Db,
  id: string,
  message: string,
  author: { kind: 'requester' | 'vendor'; actor: AuditActor },
  now: Date,
): Promise<QueryRow> {
  return db.transaction(async (tx) => {
    const query = await lockedQuery(tx, id);
    await tx.insert(supportQueryMessages).values({
      queryId: query.id,
      authorKind: author.kind,
      kind: 'reply',
      body: message,
      createdAt: now,
    });
    const reopened = reopenedQueryStatus(query.status as QueryStatus);
    await tx
      .update(supportQueries)
      .set({
        isRead: false,
        readAt: null,
        readBy: null,
        waitingSince: sql`coalesce(${supportQueries.waitingSince}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
        ...(reopened && { status: reopened }),
      })
      .where(eq(supportQueries.id, query.id));
    await auditMessage(tx, author.actor, query.id, 'requesterReply', message, now);
    if (reopened) {
      await tx.insert(queryStatusChanges).values({
        queryId: query.id,
        fromStatus: query.status,
        toStatus: reopened,
        isRevert: false,
        changedBy: null,
        createdAt: now,
      });
      await recordAudit(tx, {
        actor: author.actor,
        entity: 'supportQuery',
        entityId: query.id,
        action: 'reopen',
        details: { from: query.status, to: reopened },
        at: now,
      });
    }
    // Listed by the admins' digest (a row that is no e-mail, as a vendor's new query, issue 36 §5).
    const data: DigestOnlyData['caseAnswered'] = { caseNumber: query.caseNumber };
    await tx
      .insert(mailOutbox)
      .values({ kind: 'caseAnswered', recipient: '', language: 'en', data, status: 'dropped' });
    return query;
  });
}

/** GET /support/cases/{token}: the case its private link opens (410 when it no longer does). */
export async function caseOfToken(db: Db, token: string, language: SiteLanguage, now: Date) {
  const query = await queryOfCaseToken(db, token, now);
  return caseView(db, query, language);
}

/** POST /support/cases/{token}/replies: the requester answers through the link. */
export async function replyThroughCaseLink(
  db: Db,
  token: string,
  message: string,
  language: SiteLanguage,
  now: Date,
) {
  const { id } = await queryOfCaseToken(db, token, now);
  const author = { kind: 'requester', actor: { role: 'applicant', id: null } } as const;
  const query = await answerFromRequester(db, id, message, author, now);
  const [now_] = await db.select().from(supportQueries).where(eq(supportQueries.id, query.id));
  return caseView(db, now_ ?? query, language);
}

/** The vendor's own query, or 404 (another vendor's query is as unknown as a missing one). */
async function ownVendorQuery(db: Db | Tx, vendorId: string, id: string): Promise<QueryRow> {
  if (!isUuid(id)) throw queryNotFound();
  const [row] = await db
    .select()
    .from(supportQueries)
    .where(
      and(
        eq(supportQueries.id, id),
        eq(supportQueries.vendorId, vendorId),
        eq(supportQueries.type, 'vendor'),
      ),
    );
  if (!row) throw queryNotFound();
  return row;
}

/** GET /vendor/queries/{id}/conversation: the vendor's own query's conversation (no notes). */
export async function vendorConversation(db: Db, vendorId: string, id: string, language: SiteLanguage) {
  return caseView(db, await ownVendorQuery(db, vendorId, id), language);
}

/** POST /vendor/queries/{id}/replies: the vendor's follow-up, in the same conversation. */
export async function vendorFollowUp(
  db: Db,
  vendorId: string,
  id: string,
  message: string,
  language: SiteLanguage,
  now: Date,
) {
  await ownVendorQuery(db, vendorId, id);
  await answerFromRequester(
    db,
    id,
    message,
    { kind: 'vendor', actor: { role: 'vendor', id: vendorId } },
    now,
  );
  return caseView(db, await ownVendorQuery(db, vendorId, id), language);
}
