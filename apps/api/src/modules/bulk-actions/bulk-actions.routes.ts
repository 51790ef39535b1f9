import {
  BulkAnswerSchema,
  BulkTargetsAnswerSchema,
  PartnerBulkSchema,
  PartnerListQuerySchema,
  PromotionBulkSchema,
  PromotionListQuerySchema,
  QueryBulkSchema,
  QueryListQuerySchema,
  todayInStockholm,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { languageOf } from '../../lib/request-language.ts';
import { routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { bulkChangePartners, partnerBulkTargets } from '../partners/partners.bulk.ts';
import { bulkChangePromotions, promotionBulkTargets } from '../promotions/promotions.bulk.ts';
import { bulkChangeQueries, queryBulkTargets } from '../support-queries/support-queries.bulk.ts';

// Bulk actions of the admin lists (issue 18 §2, decisions 036 and 069): for each list, the rows its filters
// select (GET …/ids, for "select all N matching") and one action applied to many rows (POST …/bulk),
// answered per item. The routes sit under each resource's path and OpenAPI tag.

const BULK_DESCRIPTION =
  'Applies the action to each item as the single status action would (state machine, `expectedStatus` ' +
  'check under a row lock, one audit row per item), in batches of 100 items, one transaction each ' +
  '(decision 069). At most 1,000 unique ids. The answer reports each item as `done` or `skipped` with ' +
  'a reason code and a translated message.';
const IDS_DESCRIPTION =
  "The ids, statuses and labels (case number or title) of the rows the list's filters and search " +
  'select (every page), newest first, at most 1,000; `total` counts them all.';

/** GET …/ids of a list: its OpenAPI tag, summary and query (the list's filters and search). */
const idsRoute = <Shape extends z.ZodRawShape>(
  tag: string,
  summary: string,
  querystring: z.ZodObject<Shape>,
  description = IDS_DESCRIPTION,
) =>
  routeOptions({ admin: 'bulkActions' }, [tag], {
    summary,
    description,
    querystring: querystring,
    response: { 200: BulkTargetsAnswerSchema },
  });

/** POST …/bulk of a list: its OpenAPI tag, summary and body (the action and its items). */
const bulkRoute = <Shape extends z.ZodRawShape>(tag: string, summary: string, body: z.ZodObject<Shape>) =>
  routeOptions({ admin: 'bulkActions' }, [tag], {
    summary,
    description: BULK_DESCRIPTION,
    body: body,
    response: { 200: BulkAnswerSchema },
  });

export const bulkActionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now, keyring }) => {
  app.get(
    '/queries/ids',
    idsRoute(
      'queries',
      'The queries the list filters select, for "select all matching"',
      QueryListQuerySchema.pick({ type: true, status: true, q: true, assignee: true }),
    ),
    async (request) => queryBulkTargets(db, request.query, principalOf(request).id),
  );

  app.post(
    '/queries/bulk',
    bulkRoute(
      'queries',
      'Mark many queries read, or move them to in progress, resolved or closed',
      QueryBulkSchema,
    ),
    async (request) => bulkChangeQueries(db, request.body, principalOf(request), now(), languageOf(request)),
  );

  app.get(
    '/partners/ids',
    idsRoute(
      'partners',
      'The applications the list filters select, for "select all matching"',
      PartnerListQuerySchema.pick({ type: true, status: true, q: true }),
    ),
    async (request) => partnerBulkTargets(db, keyring, request.query, now()),
  );

  app.post(
    '/partners/bulk',
    bulkRoute('partners', 'Approve, reject or mark pending many applications', PartnerBulkSchema),
    async (request) =>
      bulkChangePartners(db, request.body, principalOf(request).id, now(), languageOf(request)),
  );

  app.get(
    '/promotions/ids',
    idsRoute(
      'promotions',
      'The promotions the list filters select, for "select all matching"',
      PromotionListQuerySchema.pick({ status: true, q: true }),
      `${IDS_DESCRIPTION} A promotion's status is its effective one (a lapsed promotion reads expired).`,
    ),
    async (request) => promotionBulkTargets(db, request.query, todayInStockholm(now())),
  );

  app.post(
    '/promotions/bulk',
    bulkRoute(
      'promotions',
      'Approve, reject, set pending or mark expired many promotions',
      PromotionBulkSchema,
    ),
    async (request) =>
      bulkChangePromotions(db, request.body, principalOf(request).id, now(), languageOf(request)),
  );
};
