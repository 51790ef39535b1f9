import {
  PaginationQuerySchema,
  QueryChangeAnswerSchema,
  QueryListAnswerSchema,
  QueryListQuerySchema,
  QueryReadSchema,
  QueryResponseSchema,
  QueryStatusUpdateSchema,
  VendorQueryCreatedAnswerSchema,
  VendorQueryListAnswerSchema,
  VendorQuerySchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { languageOf } from '../../lib/request-language.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageField, ownFields, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { replyToQuery } from '../support-desk/support-desk.service.ts';
import {
  assertVendorQuery,
  changeQueryStatus,
  createVendorQuery,
  listQueries,
  listVendorQueries,
  setQueryRead,
} from './support-queries.service.ts';

// The admin's query desk and the vendor's Raise Query screen (SPEC §2, §3, §5; DESIGN.md §4, §5).
const adminTags = ['queries'];
const vendorTags = ['vendor queries'];

export const supportQueryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  app.get(
    '/queries',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Contact and vendor queries, filtered by type, status and assignee, searched, sorted',
      description:
        '`assignee`: `me` (the signed-in admin, the "Mine" tab), `none`, or an admin\'s id. ' +
        '`sort=waitingSince` puts the longest waiting first (ascending); queries nobody waits on last.',
      querystring: QueryListQuerySchema,
      response: { 200: QueryListAnswerSchema },
    }),
    async (request) =>
      listQueries(db, ownFields(request.query), env.LIST_EXACT_COUNT_LIMIT, principalOf(request).id),
  );

  app.patch(
    '/queries/:id/status',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Move a query to a new status, or revert it to the status before the last change',
      description:
        '`expectedStatus` is the status the change was based on. When the query no longer has it, ' +
        'nothing changes and the answer is 409 `stale_status` with the current query as `data`.',
      params: IdParams,
      body: QueryStatusUpdateSchema,
      response: { 200: QueryChangeAnswerSchema },
    }),
    async (request) => {
      const { status, action, expectedStatus } = request.body;
      const data = await changeQueryStatus(
        db,
        request.params.id,
        { status, action, expectedStatus },
        principalOf(request),
        now(),
      );
      return changed(request, 'queryStatusUpdated', data);
    },
  );

  app.patch(
    '/queries/:id/read',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Mark a query as read (removes the NEW badge) or unread',
      params: IdParams,
      // A bodyless PATCH means "mark as read" (the web client always sends at least the language).
      body: QueryReadSchema.extend(LanguageField)
        .nullish()
        .transform((body) => body ?? { read: true }),
      response: { 200: QueryChangeAnswerSchema },
    }),
    async (request) => {
      const data = await setQueryRead(db, request.params.id, request.body.read, principalOf(request), now());
      return changed(request, request.body.read ? 'queryMarkedRead' : 'queryMarkedUnread', data);
    },
  );

  app.put(
    '/queries/:id/response',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Store the support response to a vendor query (the vendor sees it)',
      description:
        'The same as `POST /queries/{id}/replies` for a vendor query (the reply is added to its ' +
        'conversation); any other query answers 409 `not_a_vendor_query`.',
      params: IdParams,
      body: QueryResponseSchema,
      response: { 200: QueryChangeAnswerSchema },
    }),
    async (request) => {
      const { response } = request.body;
      await assertVendorQuery(db, request.params.id);
      const data = await replyToQuery(db, request.params.id, response, principalOf(request), now());
      return changed(request, 'queryResponseSaved', data);
    },
  );

  app.get(
    '/vendor/queries',
    routeOptions('vendor', vendorTags, {
      summary: "The signed-in vendor's own queries with the support responses, newest first",
      querystring: PaginationQuerySchema.pick({ page: true, pageSize: true }),
      response: { 200: VendorQueryListAnswerSchema },
    }),
    async (request) => listVendorQueries(db, principalOf(request).id, request.query),
  );

  app.post(
    '/vendor/queries',
    routeOptions('vendor', vendorTags, {
      summary: 'Raise a support query as the signed-in vendor',
      body: VendorQuerySchema,
      response: { 201: VendorQueryCreatedAnswerSchema },
    }),
    async (request, reply) => {
      const query = ownFields(request.body);
      const data = await createVendorQuery(db, principalOf(request).id, query, languageOf(request), now());
      const answer = { ...succeeded(request, 'vendorQuerySuccess'), caseNumber: data.caseNumber, data };
      return reply.status(201).send(answer);
    },
  );
};
