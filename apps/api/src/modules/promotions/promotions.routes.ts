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
  VendorPromotionListAnswerSchema,
  VendorPromotionListQuerySchema,
} from '@levera/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import {
  type ActingVendor,
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
const tags = ['promotions'];

/** The signed-in vendor with the name its session lookup read (plugins/auth.ts). */
function actingVendor(request: FastifyRequest): ActingVendor {
  const principal = principalOf(request);
  return { id: principal.id, name: principal.vendorName ?? '' };
}

export const promotionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  const today = () => todayInStockholm(now());
  // Evaluated at each parse with the injectable clock, so "not in the past" follows the server's day.
  const createBody = createPromotionSchema({ today });
  // On edit the service checks the start date against the stored one as well (see the service).
  const updateBody = createPromotionSchema({ today: '0000-01-01' });

  // ------------------------------------------------------------ vendor

  app.get(
    '/vendor/promotions',
    routeOptions('vendor', tags, {
      summary: "One page of the signed-in vendor's own promotions, newest first, with counts by status",
      querystring: VendorPromotionListQuerySchema,
      response: { 200: VendorPromotionListAnswerSchema },
    }),
    async (request) => {
      const { status, page, pageSize } = request.query;
      return listVendorPromotions(db, principalOf(request).id, { status, page, pageSize }, today());
    },
  );

  app.get(
    '/vendor/promotions/:id',
    routeOptions('vendor', tags, {
      summary: 'One own promotion (another vendor’s answers 404)',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: PromotionDataAnswerSchema },
    }),
    async (request) => ({
      data: await getVendorPromotion(db, principalOf(request).id, request.params.id, today()),
    }),
  );

  app.post(
    '/vendor/promotions',
    routeOptions('vendor', tags, {
      summary: 'Create a promotion (status pending)',
      body: createBody,
      response: { 201: PromotionChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await createVendorPromotion(db, actingVendor(request), request.body, now());
      return reply.status(201).send(changed(request, 'promotionCreated', data));
    },
  );

  app.put(
    '/vendor/promotions/:id',
    routeOptions('vendor', tags, {
      summary: 'Edit an own promotion; 409 unless pending',
      params: IdParams,
      body: updateBody,
      response: { 200: PromotionChangeAnswerSchema },
    }),
    async (request) => {
      const data = await updateVendorPromotion(
        db,
        actingVendor(request),
        request.params.id,
        request.body,
        now(),
      );
      return changed(request, 'promotionUpdated', data);
    },
  );

  app.delete(
    '/vendor/promotions/:id',
    routeOptions('vendor', tags, {
      summary: 'Delete an own promotion; 409 unless pending',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await deleteVendorPromotion(db, principalOf(request).id, request.params.id, now());
      return succeeded(request, 'promotionDeleted');
    },
  );

  // ------------------------------------------------------------ admin

  app.get(
    '/promotions',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'All promotions with vendor names: search (title, description, vendor), status, pages',
      querystring: PromotionListQuerySchema,
      response: { 200: PromotionListAnswerSchema },
    }),
    async (request) => listPromotions(db, request.query, today(), env.LIST_EXACT_COUNT_LIMIT),
  );

  app.get(
    '/promotions/stats',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'Counts by effective status, total views, orders and revenue',
      querystring: LanguageQuery,
      response: { 200: PromotionStatsAnswerSchema },
    }),
    async () => ({ data: await promotionStats(db, today()) }),
  );

  app.get(
    '/promotions/:id',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'One promotion with its action history',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: PromotionDetailsAnswerSchema },
    }),
    async (request) => ({ data: await getPromotionDetails(db, request.params.id, today()) }),
  );

  app.patch(
    '/promotions/:id/status',
    routeOptions({ admin: 'managePromotions' }, tags, {
      summary: 'approve, reject, setPending or markExpired (illegal: 409)',
      description:
        '`expectedStatus` is the (effective) status the action was based on. When the promotion no ' +
        'longer has it, nothing changes and the answer is 409 `stale_status` with the current promotion as `data`.',
      params: IdParams,
      body: PromotionActionSchema,
      response: { 200: AdminPromotionChangeAnswerSchema },
    }),
    async (request) => {
      const data = await applyAdminPromotionAction(db, {
        id: request.params.id,
        action: request.body.action,
        expectedStatus: request.body.expectedStatus,
        reason: request.body.reason,
        adminId: principalOf(request).id,
        now: now(),
      });
      return changed(request, 'promotionStatusUpdated', data);
    },
  );
};
