import {
  createPromotionSchema,
  PROMOTION_STATUSES,
  PromotionActionSchema,
  PromotionListQuerySchema,
  todayInStockholm,
  translateMessage,
  VendorPromotionListQuerySchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { type JsonAnswer, sendCachedJsonAnswer, toJsonAnswer } from '../../lib/json-answer.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  applyAdminPromotionAction,
  createVendorPromotion,
  deleteVendorPromotion,
  getPromotionDetails,
  getVendorPromotion,
  listPromotions,
  listVendorPromotions,
  promotionStats,
  updateVendorPromotion,
} from './promotions.service.ts';

// DESIGN.md §4 promotion endpoints. Bodies and query strings keep `language` (the answer's language).
const Language = { language: z.string().max(10).optional() };

const IdParams = z.object({ id: z.string().max(100) });
const LanguageQuery = z.object(Language);

const Money = z.number().nullable();
const PromotionAnswerSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.string(),
  discountValue: Money,
  minimumOrder: Money,
  maximumDiscount: Money,
  startDate: z.string(),
  endDate: z.string(),
  repeat: z.object({ enabled: z.boolean(), days: z.array(z.string()) }),
  usageLimit: z.number().nullable(),
  applicableTo: z.string(),
  itemCount: z.number().nullable(),
  terms: z.string(),
  deliveryType: z.string().nullable(),
  deliveryFee: Money,
  freeDeliveryThreshold: Money,
  status: z.enum(PROMOTION_STATUSES),
  isEditable: z.boolean(),
  views: z.number(),
  orders: z.number(),
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastAction: z.string().nullable(),
  lastActionAt: z.string().nullable(),
});
const AdminPromotionAnswerSchema = PromotionAnswerSchema.extend({
  lastActionBy: z
    .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
});
const HistoryEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  details: z.unknown(),
  at: z.string(),
});

const VendorPromotionListAnswer = z.object({ data: z.array(PromotionAnswerSchema) });
const Success = { success: z.literal(true), message: z.string() };

export const promotionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, database, now }) => {
  // A vendor's Promotions screen, until a promotion or a vendor (its name) changes (decision 006).
  const vendorPromotionLists = new ReadCache<JsonAnswer>(database.changes, {
    tables: ['promotions', 'vendors'],
    maxEntries: 1000,
  });
  const today = () => todayInStockholm(now());
  // Evaluated at each parse with the injectable clock, so "not in the past" follows the server's day.
  const createBody = createPromotionSchema({ today }).safeExtend(Language);
  // On edit the service checks the start date against the stored one as well (see the service).
  const updateBody = createPromotionSchema({ today: '0000-01-01' }).safeExtend(Language);

  // ------------------------------------------------------------ vendor

  app.get(
    '/vendor/promotions',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: "The signed-in vendor's own promotions, newest first",
        security: [{ bearer: [] }],
        querystring: VendorPromotionListQuerySchema.extend(Language),
        response: { 200: VendorPromotionListAnswer },
      },
    },
    (request, reply) => {
      const vendorId = principalOf(request).id;
      const { status } = request.query;
      const day = today();
      return sendCachedJsonAnswer(reply, vendorPromotionLists, `${vendorId} ${status} ${day}`, async () =>
        toJsonAnswer(VendorPromotionListAnswer, {
          data: await listVendorPromotions(db, vendorId, status, day),
        }),
      );
    },
  );

  app.get(
    '/vendor/promotions/:id',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: 'One own promotion (another vendor’s answers 404)',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: z.object({ data: PromotionAnswerSchema }) },
      },
    },
    async (request) => ({
      data: await getVendorPromotion(db, principalOf(request).id, request.params.id, today()),
    }),
  );

  app.post(
    '/vendor/promotions',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: 'Create a promotion (status pending)',
        security: [{ bearer: [] }],
        body: createBody,
        response: { 201: z.object({ ...Success, data: PromotionAnswerSchema }) },
      },
    },
    async (request, reply) => {
      const data = await createVendorPromotion(db, principalOf(request).id, request.body, now());
      const message = translateMessage('promotionCreated', languageOf(request));
      return reply.status(201).send({ success: true as const, message, data });
    },
  );

  app.put(
    '/vendor/promotions/:id',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: 'Edit an own promotion; 409 unless pending',
        security: [{ bearer: [] }],
        params: IdParams,
        body: updateBody,
        response: { 200: z.object({ ...Success, data: PromotionAnswerSchema }) },
      },
    },
    async (request) => {
      const data = await updateVendorPromotion(
        db,
        principalOf(request).id,
        request.params.id,
        request.body,
        now(),
      );
      return {
        success: true as const,
        message: translateMessage('promotionUpdated', languageOf(request)),
        data,
      };
    },
  );

  app.delete(
    '/vendor/promotions/:id',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: 'Delete an own promotion; 409 unless pending',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: z.object(Success) },
      },
    },
    async (request) => {
      await deleteVendorPromotion(db, principalOf(request).id, request.params.id, now());
      return { success: true as const, message: translateMessage('promotionDeleted', languageOf(request)) };
    },
  );

  // ------------------------------------------------------------ admin

  app.get(
    '/promotions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['promotions'],
        summary: 'All promotions with vendor names: search (title, description, vendor), status, pages',
        security: [{ bearer: [] }],
        querystring: PromotionListQuerySchema.extend(Language),
        response: {
          200: z.object({
            data: z.array(AdminPromotionAnswerSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => listPromotions(db, request.query, today()),
  );

  app.get(
    '/promotions/stats',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['promotions'],
        summary: 'Counts by effective status, total views, orders and revenue',
        security: [{ bearer: [] }],
        querystring: LanguageQuery,
        response: {
          200: z.object({
            data: z.object({
              total: z.number(),
              counts: z.record(z.enum(PROMOTION_STATUSES), z.number()),
              views: z.number(),
              orders: z.number(),
              revenue: z.number(),
            }),
          }),
        },
      },
    },
    async () => ({ data: await promotionStats(db, today()) }),
  );

  app.get(
    '/promotions/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['promotions'],
        summary: 'One promotion with its action history',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: LanguageQuery,
        response: {
          200: z.object({
            data: AdminPromotionAnswerSchema.extend({ history: z.array(HistoryEntrySchema) }),
          }),
        },
      },
    },
    async (request) => ({ data: await getPromotionDetails(db, request.params.id, today()) }),
  );

  app.patch(
    '/promotions/:id/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['promotions'],
        summary: 'approve, reject, setPending or markExpired (illegal: 409)',
        description:
          '`expectedStatus` is the (effective) status the action was based on. When the promotion no ' +
          'longer has it, nothing changes and the answer is 409 `stale_status` with the current promotion as `data`.',
        security: [{ bearer: [] }],
        params: IdParams,
        body: PromotionActionSchema.extend(Language),
        response: { 200: z.object({ ...Success, data: AdminPromotionAnswerSchema }) },
      },
    },
    async (request) => {
      const data = await applyAdminPromotionAction(db, {
        id: request.params.id,
        action: request.body.action,
        expectedStatus: request.body.expectedStatus,
        adminId: principalOf(request).id,
        now: now(),
      });
      return {
        success: true as const,
        message: translateMessage('promotionStatusUpdated', languageOf(request)),
        data,
      };
    },
  );
};
