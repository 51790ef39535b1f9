import {
  type PartnerRecord,
  type PartnerUpdateRequest,
  phoneAsDialledFromSweden,
  UPDATE_REQUEST_FIELDS,
  type UpdateRequestAction,
  type UpdateRequestChange,
  type UpdateRequestStatus,
} from '@levera/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, partnerApplications, partnerUpdateRequests } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { type DataKeyring, open } from '../../lib/personal-data-crypto.ts';
import { duplicateApplicationError, findPartner, partnerNotFound } from './partners.service.ts';

// The admin's side of update requests (issue 36 §7, decision 063): a repeat application is kept on
// the pending application it repeats (partners.service.ts stores it); the admin sees what it would
// change and applies it (its fields copied onto the application) or dismisses it, audited on the
// application with the request's case number.

export const updateRequestNotFound = () => new ApiError(404, 'not_found', 'updateRequestNotFound');
const updateRequestDecided = () => new ApiError(409, 'update_request_decided', 'updateRequestDecided');

type ApplicationRow = typeof partnerApplications.$inferSelect;
type RequestRow = typeof partnerUpdateRequests.$inferSelect;

/** The columns applying a request copies onto its application (its case number and status stay). */
const copiedColumns = (request: RequestRow) => ({
  firstName: request.firstName,
  lastName: request.lastName,
  email: request.email,
  phone: request.phone,
  phoneDialled: phoneAsDialledFromSweden(request.phone),
  city: request.city,
  vehicle: request.vehicle,
  nationalIdSealed: request.nationalIdSealed,
  nationalIdHash: request.nationalIdHash,
  nationalIdMasked: request.nationalIdMasked,
  isSwedish: request.isSwedish,
  ageConfirmed: request.ageConfirmed,
  storeName: request.storeName,
  businessType: request.businessType,
  orgNumber: request.orgNumber,
  orgName: request.orgName,
  language: request.language,
  // Accepted again with the repeat.
  termsAcceptedAt: request.termsAcceptedAt,
});

/** The personnummer of a row in clear, or null (none, or no configured key opens it). */
function personnummerOf(keyring: DataKeyring, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return open(keyring, sealed);
  } catch {
    return null;
  }
}

/**
 * What applying `request` would change in `application` now, field by field; the personnummer is
 * compared in clear (its hash may be under an earlier key) and shown masked.
 */
function changesOf(
  keyring: DataKeyring,
  application: ApplicationRow,
  request: RequestRow,
): UpdateRequestChange[] {
  const changes: UpdateRequestChange[] = [];
  for (const field of UPDATE_REQUEST_FIELDS) {
    if (field === 'nationalId') {
      const same =
        application.nationalIdHash === request.nationalIdHash ||
        (personnummerOf(keyring, application.nationalIdSealed) ?? application.nationalIdHash) ===
          (personnummerOf(keyring, request.nationalIdSealed) ?? request.nationalIdHash);
      if (!same) changes.push({ field, from: application.nationalIdMasked, to: request.nationalIdMasked });
      continue;
    }
    const from = application[field];
    const to = request[field];
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/** The names of the fields `changes` changes, for the audit row (never their values). */
const changedFields = (changes: UpdateRequestChange[]) => changes.map((change) => change.field);

/** GET /partners/{id}/update-requests: the application's update requests, newest first. */
export async function listUpdateRequests(
  db: Db,
  keyring: DataKeyring,
  applicationId: string,
): Promise<PartnerUpdateRequest[]> {
  if (!isUuid(applicationId)) throw partnerNotFound();
  const [application] = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId));
  if (!application) throw partnerNotFound();
  const rows = await db
    .select({ request: partnerUpdateRequests, adminName: admins.name, adminEmail: admins.email })
    .from(partnerUpdateRequests)
    .leftJoin(admins, eq(admins.id, partnerUpdateRequests.decidedBy))
    .where(eq(partnerUpdateRequests.applicationId, applicationId))
    // Case numbers come from one sequence: the later of two made at once has the higher one.
    .orderBy(desc(partnerUpdateRequests.createdAt), desc(partnerUpdateRequests.caseNumber));
  return rows.map(({ request, adminName, adminEmail }) => ({
    id: request.id,
    caseNumber: request.caseNumber,
    status: request.status as UpdateRequestStatus,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decidedBy: request.decidedBy ? { id: request.decidedBy, name: adminName, email: adminEmail } : null,
    changes: request.status === 'pending' ? changesOf(keyring, application, request) : [],
  }));
}

/**
 * PATCH /partners/{id}/update-requests/{requestId}: applies a pending request (its fields copied onto
 * the application, whatever the application's status) or dismisses it, once: a request already
 * applied or dismissed answers 409 `update_request_decided`. Applying a request whose e-mail,
 * personnummer or organisation number another pending application has answers 409 like marking
 * that application pending would. Audited on the application (`applyUpdateRequest` with the fields
 * it changed, or `dismissUpdateRequest`), with the request's case number. Answers the application.
 */
export async function decideUpdateRequest(
  db: Db,
  keyring: DataKeyring,
  input: {
    applicationId: string;
    requestId: string;
    action: UpdateRequestAction;
    actorId: string;
    now: Date;
  },
): Promise<PartnerRecord> {
  if (!isUuid(input.applicationId)) throw partnerNotFound();
  if (!isUuid(input.requestId)) throw updateRequestNotFound();
  try {
    await db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, input.applicationId))
        .for('update');
      if (!application) throw partnerNotFound();
      const [request] = await tx
        .select()
        .from(partnerUpdateRequests)
        .where(
          and(
            eq(partnerUpdateRequests.id, input.requestId),
            eq(partnerUpdateRequests.applicationId, input.applicationId),
          ),
        )
        .for('update');
      if (!request) throw updateRequestNotFound();
      if (request.status !== 'pending') throw updateRequestDecided();

      const applying = input.action === 'apply';
      const fields = applying ? changedFields(changesOf(keyring, application, request)) : [];
      if (applying) {
        await tx
          .update(partnerApplications)
          .set({ ...copiedColumns(request), updatedAt: input.now })
          .where(eq(partnerApplications.id, input.applicationId));
      }
      await tx
        .update(partnerUpdateRequests)
        .set({ status: applying ? 'applied' : 'dismissed', decidedAt: input.now, decidedBy: input.actorId })
        .where(eq(partnerUpdateRequests.id, request.id));
      await recordAudit(tx, {
        actor: { role: 'admin', id: input.actorId },
        entity: 'partnerApplication',
        entityId: input.applicationId,
        action: applying ? 'applyUpdateRequest' : 'dismissUpdateRequest',
        details: { requestCaseNumber: request.caseNumber, ...(applying && { fields }) },
        at: input.now,
      });
    });
  } catch (error) {
    // The request's e-mail, personnummer or organisation number is another pending application's.
    throw duplicateApplicationError(error) ?? error;
  }
  return findPartner(db, input.applicationId);
}
