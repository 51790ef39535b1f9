import type { SiteLanguage } from '@levera/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta, mailOutbox } from '../db/schema.ts';
import { type DigestOnlyData, DIGEST_LIST_MAX, type MailData, RECEIVED_KINDS } from '../mail/messages.ts';
import { enqueueMail } from '../mail/outbox.ts';

// The admins' digest (decision 032): when ADMIN_DIGEST_MINUTES have passed since the last one, the
// "received" outbox rows not yet in a digest become one digest e-mail; nothing new, no e-mail. A row
// lock on `app_meta.adminDigest` decides among the processes.

const DIGEST_KEY = 'adminDigest';

export type DigestSettings = { to: string; language: SiteLanguage; everyMinutes: number };

/** Writes the digest e-mail when one is due at `now`; returns how many items it lists in all (0: none). */
export async function enqueueAdminDigest(db: Db, settings: DigestSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(appMeta).values({ key: DIGEST_KEY, value: {} }).onConflictDoNothing();
    const [state] = await tx.select().from(appMeta).where(eq(appMeta.key, DIGEST_KEY)).for('update');
    const lastSentAt = (state?.value as { sentAt?: string } | undefined)?.sentAt;
    if (lastSentAt && now.getTime() - Date.parse(lastSentAt) < settings.everyMinutes * 60_000) return 0;
    // Marked and read in one statement, so the rows marked are exactly the rows listed (a row
    // committed between a read and a later mark would be marked without being listed).
    const items = (
      await tx
        .update(mailOutbox)
        .set({ digestedAt: now })
        .where(and(isNull(mailOutbox.digestedAt), inArray(mailOutbox.kind, [...RECEIVED_KINDS])))
        .returning({ id: mailOutbox.id, kind: mailOutbox.kind, data: mailOutbox.data })
    ).sort((a, b) => a.id - b.id);
    if (items.length === 0) return 0;
    // Due as of this run's clock (not the database's, a moment later): the next delivery sends it.
    await enqueueMail(
      tx,
      {
        kind: 'adminDigest',
        to: settings.to,
        language: settings.language,
        data: { items: items.slice(0, DIGEST_LIST_MAX).map(digestItem), total: items.length },
      },
      { notBefore: now },
    );
    await tx
      .update(appMeta)
      .set({ value: { sentAt: now.toISOString() }, updatedAt: now })
      .where(eq(appMeta.key, DIGEST_KEY));
    return items.length;
  });
}

type DigestItem = MailData['adminDigest']['items'][number];

/** One line of the digest: what arrived, and its case number. */
function digestItem({ kind, data }: { kind: string; data: unknown }): DigestItem {
  const received = data as MailData['applicationReceived'] | DigestOnlyData['vendorQueryReceived'];
  const type: DigestItem['type'] =
    kind === 'queryReceived'
      ? 'query'
      : kind === 'vendorQueryReceived'
        ? 'vendorQuery'
        : kind === 'caseAnswered'
          ? 'caseAnswer'
          : (received as MailData['applicationReceived']).partnerType;
  const updates = (received as MailData['applicationReceived']).updates;
  return { type, caseNumber: received.caseNumber, ...(updates && { updates }) };
}
