import {
  ALWAYS_CHECKED,
  requireChosenPassword,
  SuccessAnswerSchema,
  VendorChangeAnswerSchema,
  VendorCreateFields,
  VendorListAnswerSchema,
  VendorListQuerySchema,
  VendorStatusChangeAnswerSchema,
  VendorStatusUpdateSchema,
  VendorUpdateSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, ownFields, routeOptions } from '../../lib/route-schemas.ts';
import { languageOf } from '../../lib/request-language.ts';
import { principalOf } from '../../lib/principal.ts';
import {
  createVendor,
  deleteVendor,
  listVendors,
  sendPasswordLink,
  setVendorStatus,
  updateVendor,
  type VendorListRow,
  vendorDto,
} from './vendors.service.ts';

// SPEC §7 vendor calls, with the shapes DESIGN.md §4 fixes. Admin only.

function toListDto(vendor: VendorListRow) {
  return { ...vendorDto(vendor), archivedAt: vendor.archivedAt?.toISOString() ?? null };
}

const tags = ['vendors'];

export const vendorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  app.post(
    '/vendors',
    routeOptions({ admin: 'manageVendors' }, tags, {
      summary: 'Create a vendor account, with a password or an invitation e-mail (issue 19 §1)',
      description:
        '`access: "password"` (the default) needs `password`; the account can sign in at once when ' +
        'active. `access: "invitation"` takes no password: the vendor is e-mailed a one-time link ' +
        "(72 hours) to choose it, in `invitationLanguage` or else the request's language, and cannot " +
        'sign in before. `applicationId` links the account to an approved vendor application: another ' +
        'type is 400 `application_not_vendor`, another status 409 `application_not_approved`, and an ' +
        'application that already has an account 409 `application_has_account`.',
      body: VendorCreateFields.superRefine(requireChosenPassword, ALWAYS_CHECKED),
      response: { 201: VendorChangeAnswerSchema },
    }),
    async (request, reply) => {
      const input = ownFields(request.body);
      const vendor = await createVendor(db, input, principalOf(request), now(), languageOf(request));
      const message = input.access === 'invitation' ? 'vendorInvited' : 'vendorCreated';
      return reply.status(201).send(changed(request, message, vendorDto(vendor)));
    },
  );

  app.post(
    '/vendors/:id/password-link',
    routeOptions({ admin: 'manageVendors' }, tags, {
      summary: 'Send the vendor a new one-time link to choose its password (invitation or reset)',
      description:
        'For an account that has not chosen its password yet, the invitation is sent again; for one ' +
        'that has, a set-password link is sent and every session of the vendor ends (401 ' +
        "`password_reset`). Either way the e-mail is in the vendor's language, valid 72 hours, and " +
        "the vendor's earlier links stop working.",
      params: IdParams,
      body: LanguageQuery,
      response: { 200: VendorChangeAnswerSchema },
    }),
    async (request) => {
      const { vendor, kind } = await sendPasswordLink(db, request.params.id, principalOf(request), now());
      return changed(
        request,
        kind === 'invitation' ? 'invitationResent' : 'passwordResetLinkSent',
        vendorDto(vendor),
      );
    },
  );

  app.get(
    '/vendors',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'Vendor accounts, newest first, with search (name, e-mail), status filter and pages',
      querystring: VendorListQuerySchema,
      response: { 200: VendorListAnswerSchema },
    }),
    async (request) => {
      const { data, total, totalIsEstimate } = await listVendors(
        db,
        ownFields(request.query),
        env.LIST_EXACT_COUNT_LIMIT,
        now(),
      );
      return { data: data.map(toListDto), total, totalIsEstimate };
    },
  );

  app.put(
    '/vendors/:id',
    routeOptions({ admin: 'manageVendors' }, tags, {
      summary: 'Edit a vendor; a blank password keeps the current one, no status the current status',
      description:
        'A `status` needs `expectedStatus`, the status the edit was based on; when the vendor no ' +
        'longer has it, nothing changes and the answer is 409 `stale_status` with the current vendor as `data`.',
      params: IdParams,
      body: VendorUpdateSchema,
      response: { 200: VendorChangeAnswerSchema },
    }),
    async (request) => {
      const input = ownFields(request.body);
      const vendor = await updateVendor(db, request.params.id, input, principalOf(request), now());
      return changed(request, 'vendorUpdated', vendorDto(vendor));
    },
  );

  app.delete(
    '/vendors/:id',
    routeOptions({ admin: 'manageVendors' }, tags, {
      summary: 'Delete (archive) a vendor: it cannot sign in any more, its sessions end (cannot be undone)',
      description:
        'The account is archived, not erased: it leaves the default list (`status=archived` finds it), ' +
        'can no longer be changed, and its menu, promotions, queries and history stay readable. Its ' +
        'e-mail address may be used by a new vendor account.',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await deleteVendor(db, request.params.id, principalOf(request), now());
      return succeeded(request, 'vendorDeleted');
    },
  );

  app.patch(
    '/vendors/:id/status',
    routeOptions({ admin: 'manageVendors' }, tags, {
      summary: 'Set a vendor status; answers the previous status so the change can be undone',
      description:
        '`expectedStatus` is the status the change was based on (for an undo: the status the undone ' +
        'change set). When the vendor no longer has it, nothing changes and the answer is 409 ' +
        '`stale_status` with the current vendor as `data`. `undo: true` marks the call as the undo of ' +
        'the last change (audit log and message).',
      params: IdParams,
      body: VendorStatusUpdateSchema.extend({
        undo: z.boolean({ error: 'invalidValue' }).optional(),
      }),
      response: { 200: VendorStatusChangeAnswerSchema },
    }),
    async (request) => {
      const isUndo = request.body.undo === true;
      const { status, expectedStatus, reason } = request.body;
      const vendor = await setVendorStatus(
        db,
        request.params.id,
        { status, expectedStatus, isUndo, reason },
        principalOf(request),
        now(),
      );
      return changed(request, isUndo ? 'undoSuccess' : 'vendorStatusUpdated', vendor);
    },
  );
};
