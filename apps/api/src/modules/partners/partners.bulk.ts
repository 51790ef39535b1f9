import {
  BULK_LIMIT,
  type BulkAnswer,
  type BulkTargetsAnswer,
  type MessageKey,
  PARTNER_TRANSITIONS,
  type PartnerBulkAction,
  type PartnerBulkBody,
  type PartnerListQuery,
  type SiteLanguage,
} from '@levera/domain';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import { runBulk } from '../../lib/bulk.ts';
import { newestFirstPage } from '../../lib/paging.ts';
import type { DataKeyring } from '../../lib/personal-data-crypto.ts';
import { changePartnerStatus, partnerListWhere } from './partners.service.ts';

// Bulk actions on the admin's partner applications (issue 18 §2, decision 036): each item goes
// through changePartnerStatus, the single action, with its state machine, lock, optimistic check,
// duplicate check, audit row, the request's reason and the applicant's e-mail (issue 36 §2).

const ALREADY: Record<PartnerBulkAction, MessageKey> = {
  approve: 'alreadyApproved',
  reject: 'alreadyRejected',
  markPending: 'alreadyPending',
};

/** POST /partners/bulk. */
export function bulkChangePartners(
  db: Db,
  body: PartnerBulkBody,
  actorId: string,
  now: Date,
  language: SiteLanguage,
): Promise<BulkAnswer> {
  const { action, reason } = body;
  return runBulk(
    body.items,
    language,
    (item) =>
      changePartnerStatus(db, {
        id: item.id,
        action,
        expectedStatus: item.expectedStatus,
        reason,
        actorId,
        now,
      }),
    (item) => (item.expectedStatus === PARTNER_TRANSITIONS[action].to ? ALREADY[action] : null),
  );
}

/** GET /partners/ids: the applications the list's tab, status filter and search select (decision 036). */
export async function partnerBulkTargets(
  db: Db,
  keyring: DataKeyring,
  query: Pick<PartnerListQuery, 'type' | 'status' | 'q'>,
  now: Date,
): Promise<BulkTargetsAnswer> {
  const where = await partnerListWhere(db, keyring, query, now);
  const [data, total] = await Promise.all([
    newestFirstPage(
      db
        .select({
          id: partnerApplications.id,
          status: partnerApplications.status,
          label: partnerApplications.caseNumber,
        })
        .from(partnerApplications)
        .where(where)
        .$dynamic(),
      partnerApplications,
      { page: 1, pageSize: BULK_LIMIT },
    ),
    db.$count(partnerApplications, where),
  ]);
  return { data, total };
}
