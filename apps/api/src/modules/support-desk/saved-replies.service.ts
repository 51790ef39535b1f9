import type { SavedReply, SavedReplyInput, SavedReplyUpdate, SiteLanguage } from '@levera/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedReplies } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Principal } from '../../lib/principal.ts';

// Saved replies of the support desk (issue 37, decision 076): texts per language that an admin picks
// and edits before sending. Every role reads them (answerQueries); owners and admins write them
// (manageSavedReplies). Writes are audited as the entity `savedReply`.

type Row = typeof savedReplies.$inferSelect;

const savedReplyNotFound = () => new ApiError(404, 'not_found', 'savedReplyNotFound');

const toSavedReply = (row: Row): SavedReply => ({
  id: row.id,
  language: row.language as SiteLanguage,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /saved-replies: by language, then title. */
export async function listSavedReplies(db: Db, language: SiteLanguage | null): Promise<SavedReply[]> {
  const rows = await db
    .select()
    .from(savedReplies)
    .where(language ? eq(savedReplies.language, language) : undefined)
    .orderBy(asc(savedReplies.language), asc(savedReplies.title), asc(savedReplies.id));
  return rows.map(toSavedReply);
}

export async function createSavedReply(
  db: Db,
  input: SavedReplyInput,
  actor: Principal,
  now: Date,
): Promise<SavedReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedReplies)
      .values({
        language: input.replyLanguage,
        title: input.title,
        body: input.body,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      entity: 'savedReply',
      entityId: row!.id,
      action: 'create',
      details: { language: input.replyLanguage, title: input.title },
      at: now,
    });
    return toSavedReply(row!);
  });
}

export async function updateSavedReply(
  db: Db,
  id: string,
  update: SavedReplyUpdate,
  actor: Principal,
  now: Date,
): Promise<SavedReply> {
  if (!isUuid(id)) throw savedReplyNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedReplies)
      .set({
        ...(update.replyLanguage && { language: update.replyLanguage }),
        ...(update.title !== undefined && { title: update.title }),
        ...(update.body !== undefined && { body: update.body }),
        updatedAt: now,
      })
      .where(eq(savedReplies.id, id))
      .returning();
    if (!row) throw savedReplyNotFound();
    await recordAudit(tx, {
      actor,
      entity: 'savedReply',
      entityId: id,
      action: 'update',
      details: { fields: Object.keys(update) },
      at: now,
    });
    return toSavedReply(row);
  });
}

export async function deleteSavedReply(db: Db, id: string, actor: Principal, now: Date): Promise<void> {
  if (!isUuid(id)) throw savedReplyNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedReplies)
      .where(eq(savedReplies.id, id))
      .returning({ title: savedReplies.title });
    if (!row) throw savedReplyNotFound();
    await recordAudit(tx, {
      actor,
      entity: 'savedReply',
      entityId: id,
      action: 'delete',
      details: { title: row.title },
      at: now,
    });
  });
}
