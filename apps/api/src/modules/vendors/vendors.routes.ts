import {
  translateMessage,
  VENDOR_STATUSES,
  VendorCreateSchema,
  VendorListQuerySchema,
  VendorStatusUpdateSchema,
  VendorUpdateSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { type JsonAnswer, sendCachedJsonAnswer, toJsonAnswer } from '../../lib/json-answer.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  createVendor,
  deleteVendor,
  listVendors,
  setVendorStatus,
  updateVendor,
  type VendorRow,
} from './vendors.service.ts';

// SPEC §7 vendor calls, with the shapes DESIGN.md §4 fixes. Admin only.

/** The language arrives in the body or the query (SPEC §7); kept through validation for languageOf. */
const language = z.string().max(10).optional();

/** Any text: an id that is not a UUID names no vendor and answers 404 like an unknown one. */
const VendorIdParams = z.object({ id: z.string().max(100) });

const Vendor = z.object({
  id: z.string(),
  vendorName: z.string(),
  email: z.string(),
  status: z.enum(VENDOR_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const VendorListItem = Vendor.extend({ menuItemCount: z.number().int() });

const VendorAnswer = z.object({ success: z.literal(true), message: z.string(), data: Vendor });
const VendorStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: Vendor.extend({ previousStatus: z.enum(VENDOR_STATUSES) }),
});
const VendorListAnswer = z.object({ data: z.array(VendorListItem), total: z.number().int() });
const DeleteAnswer = z.object({ success: z.literal(true), message: z.string() });

function toDto<T extends VendorRow>(vendor: T) {
  return { ...vendor, createdAt: vendor.createdAt.toISOString(), updatedAt: vendor.updatedAt.toISOString() };
}

const admin = { config: { auth: 'admin' as const } };
const tags = ['vendors'];
const security = [{ bearer: [] }];

export const vendorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, database, now }) => {
  // The admin's first screen, read far more often than vendors change (decision 006).
  const vendorLists = new ReadCache<JsonAnswer>(database.changes, {
    tables: ['vendors', 'menu_items'],
    maxEntries: 200,
  });

  app.post(
    '/vendors',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Create a vendor account (it can sign in at once when active)',
        body: VendorCreateSchema.extend({ language }),
        response: { 201: VendorAnswer },
      },
    },
    async (request, reply) => {
      const { language: _language, ...input } = request.body;
      const vendor = await createVendor(db, input, principalOf(request), now());
      return reply.status(201).send({
        success: true as const,
        message: translateMessage('vendorCreated', languageOf(request)),
        data: toDto(vendor),
      });
    },
  );

  app.get(
    '/vendors',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Vendor accounts, newest first, with search (name, e-mail), status filter and pages',
        querystring: VendorListQuerySchema.extend({ language }),
        response: { 200: VendorListAnswer },
      },
    },
    (request, reply) => {
      const { language: _language, ...query } = request.query;
      return sendCachedJsonAnswer(reply, vendorLists, JSON.stringify(query), async () => {
        const { data, total } = await listVendors(db, query);
        return toJsonAnswer(VendorListAnswer, { data: data.map(toDto), total });
      });
    },
  );

  app.put(
    '/vendors/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Edit a vendor; a blank password keeps the current one, no status the current status',
        description:
          'A `status` needs `expectedStatus`, the status the edit was based on; when the vendor no ' +
          'longer has it, nothing changes and the answer is 409 `stale_status` with the current vendor as `data`.',
        params: VendorIdParams,
        body: VendorUpdateSchema.extend({ language }),
        response: { 200: VendorAnswer },
      },
    },
    async (request) => {
      const { language: _language, ...input } = request.body;
      const vendor = await updateVendor(db, request.params.id, input, principalOf(request), now());
      return {
        success: true as const,
        message: translateMessage('vendorUpdated', languageOf(request)),
        data: toDto(vendor),
      };
    },
  );

  app.delete(
    '/vendors/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Delete a vendor with its sessions, menu, promotions and queries (cannot be undone)',
        params: VendorIdParams,
        querystring: z.object({ language }),
        response: { 200: DeleteAnswer },
      },
    },
    async (request) => {
      await deleteVendor(db, request.params.id, principalOf(request), now());
      return { success: true as const, message: translateMessage('vendorDeleted', languageOf(request)) };
    },
  );

  app.patch(
    '/vendors/:id/status',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Set a vendor status; answers the previous status so the change can be undone',
        description:
          '`expectedStatus` is the status the change was based on (for an undo: the status the undone ' +
          'change set). When the vendor no longer has it, nothing changes and the answer is 409 ' +
          '`stale_status` with the current vendor as `data`. `undo: true` marks the call as the undo of ' +
          'the last change (audit log and message).',
        params: VendorIdParams,
        body: VendorStatusUpdateSchema.extend({
          undo: z.boolean({ error: 'invalidValue' }).optional(),
          language,
        }),
        response: { 200: VendorStatusAnswer },
      },
    },
    async (request) => {
      const isUndo = request.body.undo === true;
      const { status, expectedStatus } = request.body;
      const vendor = await setVendorStatus(
        db,
        request.params.id,
        { status, expectedStatus, isUndo },
        principalOf(request),
        now(),
      );
      return {
        success: true as const,
        message: translateMessage(isUndo ? 'undoSuccess' : 'vendorStatusUpdated', languageOf(request)),
        data: toDto(vendor),
      };
    },
  );
};
