import {
  PaginationQuerySchema,
  QueryChangeAnswerSchema,
  QueryListAnswerSchema,
  QueryListQuerySchema,
  QueryReadSchema,
  QueryResponseSchema,
  QueryStatusUpdateSchema,
  translateMessage,
  VendorQueryCreatedAnswerSchema,
  VendorQueryListAnswerSchema,
  VendorQuerySchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { languageOf } from '../../lib/request-language.ts';
import { IdParams, LanguageField } from '../../lib/route-schemas.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  changeQueryStatus,
  createVendorQuery,
  listQueries,
  listVendorQueries,
  saveQueryResponse,
  setQueryRead,
} from './support-queries.service.ts';

// The admin's query desk and the vendor's Raise Query screen (SPEC §2, §3, §5; DESIGN.md §4, §5).
const admin = { tags: ['queries'], security: [{ bearer: [] }] };
const vendor = { tags: ['vendor queries'], security: [{ bearer: [] }] };

export const supportQueryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  app.get(
    '/queries',
    {
      config: { auth: 'admin' },
      schema: {
        ...admin,
        summary: 'Contact and vendor queries, filtered by type and status, searched, newest first',
        querystring: QueryListQuerySchema.extend(LanguageField),
        response: { 200: QueryListAnswerSchema },
      },
    },
    async (request) => listQueries(db, request.query),
  );

  app.patch(
    '/queries/:id/status',
    {
      config: { auth: 'admin' },
      schema: {
        ...admin,
        summary: 'Move a query to a new status, or revert it to the status before the last change',
        description:
          '`expectedStatus` is the status the change was based on. When the query no longer has it, ' +
          'nothing changes and the answer is 409 `stale_status` with the current query as `data`.',
        params: IdParams,
        body: QueryStatusUpdateSchema.safeExtend(LanguageField),
        response: { 200: QueryChangeAnswerSchema },
      },
    },
    async (request) => {
      const { status, action, expectedStatus } = request.body;
      const data = await changeQueryStatus(
        db,
        request.params.id,
        { status, action, expectedStatus },
        principalOf(request),
        now(),
      );
      return {
        success: true as const,
        message: translateMessage('queryStatusUpdated', languageOf(request)),
        data,
      };
    },
  );

  app.patch(
    '/queries/:id/read',
    {
      config: { auth: 'admin' },
      schema: {
        ...admin,
        summary: 'Mark a query as read (removes the NEW badge) or unread',
        params: IdParams,
        // A bodyless PATCH means "mark as read" (the web client always sends at least the language).
        body: QueryReadSchema.extend(LanguageField)
          .nullish()
          .transform((body) => body ?? { read: true }),
        response: { 200: QueryChangeAnswerSchema },
      },
    },
    async (request) => {
      const data = await setQueryRead(db, request.params.id, request.body.read, principalOf(request), now());
      const key = request.body.read ? 'queryMarkedRead' : 'queryMarkedUnread';
      return { success: true as const, message: translateMessage(key, languageOf(request)), data };
    },
  );

  app.put(
    '/queries/:id/response',
    {
      config: { auth: 'admin' },
      schema: {
        ...admin,
        summary: 'Store the support response to a vendor query (the vendor sees it)',
        params: IdParams,
        body: QueryResponseSchema.extend(LanguageField),
        response: { 200: QueryChangeAnswerSchema },
      },
    },
    async (request) => {
      const data = await saveQueryResponse(
        db,
        request.params.id,
        request.body.response,
        principalOf(request),
        now(),
      );
      return {
        success: true as const,
        message: translateMessage('queryResponseSaved', languageOf(request)),
        data,
      };
    },
  );

  app.get(
    '/vendor/queries',
    {
      config: { auth: 'vendor' },
      schema: {
        ...vendor,
        summary: "The signed-in vendor's own queries with the support responses, newest first",
        querystring: PaginationQuerySchema.pick({ page: true, pageSize: true }).extend(LanguageField),
        response: { 200: VendorQueryListAnswerSchema },
      },
    },
    async (request) => listVendorQueries(db, principalOf(request).id, request.query),
  );

  app.post(
    '/vendor/queries',
    {
      config: { auth: 'vendor' },
      schema: {
        ...vendor,
        summary: 'Raise a support query as the signed-in vendor',
        body: VendorQuerySchema.extend(LanguageField),
        response: { 201: VendorQueryCreatedAnswerSchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const { language: _language, ...query } = request.body;
      const data = await createVendorQuery(db, principalOf(request).id, query, language, now());
      return reply.status(201).send({
        success: true as const,
        message: translateMessage('vendorQuerySuccess', language),
        caseNumber: data.caseNumber,
        data,
      });
    },
  );
};
