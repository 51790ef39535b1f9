import {
  type BulkAnswer,
  type BulkTargetsAnswer,
  applyPartnerAction,
  type MessageKey,
  PARTNER_TRANSITIONS,
  type PartnerBulkAction,
  type PartnerBulkBody,
  type PartnerListQuery,
  type PartnerStatus,
  type SiteLanguage,
} from '@levera/domain';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import { enqueuePartnerDecisions } from '../../mail/outbox.ts';
import { bulkTargets, changedIds, runBulk, transitionBatch } from '../../lib/bulk.ts';
import type { DataKeyring } from '../../lib/personal-data-crypto.ts';
import { duplicateApplicationError, partnerListWhere } from './partners.service.ts';

// Bulk actions on the admin's partner applications (issue 18 §2, decisions 036 and 069): each batch
// decided as changePartnerStatus decides one application: the state machine, the lock, the optimistic
// check, the duplicate check, the same columns set, an audit row each with the request's reason, and
// the applicant's e-mail (issue 36 §2).

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
  const target = PARTNER_TRANSITIONS[action].to;
  return runBulk(db, body.items, language, (tx, batch) =>
    transitionBatch(tx, batch, {
      table: partnerApplications,
      to: (from: PartnerStatus) => applyPartnerAction(from, action),
      target,
      alreadyKey: ALREADY[action],
      notFoundKey: 'partnerNotFound',
      set: {
        updatedAt: now,
        lastAction: action,
        lastActionBy: actorId,
        lastActionAt: now,
        statusReason: reason ?? null,
      },
      reason,
      alsoRecord: (recordTx, changes) => enqueuePartnerDecisions(recordTx, changedIds(changes), target),
      audit: { actor: { role: 'admin', id: actorId }, entity: 'partnerApplication', action, at: now },
      // markPending can collide with a newer pending application of the same person or business.
      refusalOf: duplicateApplicationError,
    }),
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
  return bulkTargets(
    db,
    partnerApplications,
    { status: partnerApplications.status, label: partnerApplications.caseNumber },
    where,
  );
}
