import {
  AdminPromotionChangeAnswerSchema,
  createPromotionSchema,
  PromotionActionSchema,
  PromotionChangeAnswerSchema,
  PromotionDataAnswerSchema,
  PromotionDetailsAnswerSchema,
  PromotionListAnswerSchema,
  PromotionListQuerySchema,
  PromotionStatsAnswerSchema,
  SuccessAnswerSchema,
  todayInStockholm,
  translateMessage,
  VendorPromotionListAnswerSchema,
  VendorPromotionListQuerySchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { type JsonAnswer, sendCachedJsonAnswer, toJsonAnswer } from '../../lib/json-answer.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import { IdParams, LanguageField, LanguageQuery } from '../../lib/route-schemas.ts';
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

export const promotionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, database, now }) => {
  // A vendor's Promotions screen, until a promotion or a vendor (its name) changes (decision 006).
  const vendorPromotionLists = new ReadCache<JsonAnswer>(database.changes, {
    tables: ['promotions', 'vendors'],
    maxEntries: 1000,
  });
  const today = () => todayInStockholm(now());
  // Evaluated at each parse with the injectable clock, so "not in the past" follows the server's day.
  const createBody = createPromotionSchema({ today }).safeExtend(LanguageField);
  // On edit the service checks the start date against the stored one as well (see the service).
  const updateBody = createPromotionSchema({ today: '0000-01-01' }).safeExtend(LanguageField);

  // ------------------------------------------------------------ vendor

  app.get(
    '/vendor/promotions',
    {
      config: { auth: 'vendor' },
      schema: {
        tags: ['promotions'],
        summary: "The signed-in vendor's own promotions, newest first",
        security: [{ bearer: [] }],
        querystring: VendorPromotionListQuerySchema.extend(LanguageField),
        response: { 200: VendorPromotionListAnswerSchema },
      },
    },
    (request, reply) => {
      const vendorId = principalOf(request).id;
      const { status } = request.query;
      const day = today();
      return sendCachedJsonAnswer(reply, vendorPromotionLists, `${vendorId} ${status} ${day}`, async () =>
        toJsonAnswer(VendorPromotionListAnswerSchema, {
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
        response: { 200: PromotionDataAnswerSchema },
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
        response: { 201: PromotionChangeAnswerSchema },
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
        response: { 200: PromotionChangeAnswerSchema },
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
        response: { 200: SuccessAnswerSchema },
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
        querystring: PromotionListQuerySchema.extend(LanguageField),
        response: { 200: PromotionListAnswerSchema },
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
        response: { 200: PromotionStatsAnswerSchema },
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
        response: { 200: PromotionDetailsAnswerSchema },
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
        body: PromotionActionSchema.extend(LanguageField),
        response: { 200: AdminPromotionChangeAnswerSchema },
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
