import {
  CaseNumberAnswerSchema,
  createRiderApplicationSchema,
  PartnerActionSchema,
  PartnerChangeAnswerSchema,
  PartnerListAnswerSchema,
  PartnerListQuerySchema,
  translateMessage,
  VendorApplicationSchema,
} from '@levera/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { type JsonAnswer, sendCachedJsonAnswer, toJsonAnswer } from '../../lib/json-answer.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import { IdParams, LanguageField, PublicFormFields } from '../../lib/route-schemas.ts';
import { principalOf } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import {
  changePartnerStatus,
  createRiderApplication,
  createVendorApplication,
  decoyCaseNumber,
  findPartners,
  searchTerms,
} from './partners.service.ts';

const RATE_LIMIT_WINDOW_MS = 60_000;

const isHoneypotFilled = (request: FastifyRequest, website: string | undefined) => {
  if (!website?.trim()) return false;
  request.log.info({ ip: request.ip }, 'partner application honeypot filled: not stored');
  return true;
};

/**
 * Partner onboarding (issue 5): the public rider and vendor applications, and the admin's list and
 * status actions (SPEC §2, §3, §5, §8; DESIGN.md §4, §5).
 */
export const partnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, database, env, now }) => {
  // Pages of the admin Partners screen, until any application changes (decision 006).
  const partnerLists = new ReadCache<JsonAnswer>(database.changes, {
    tables: ['partner_applications'],
    maxEntries: 500,
  });
  /** Counted before validation, so invalid and honeypot submissions use up the quota as well. */
  const rateLimited = (form: 'rider' | 'vendor') => async (request: FastifyRequest) => {
    await enforceRateLimit(
      db,
      `partner-${form}:${request.ip}`,
      env.PUBLIC_FORM_RATE_LIMIT,
      RATE_LIMIT_WINDOW_MS,
    );
  };

  app.post(
    '/partners/riders',
    {
      config: { auth: 'public' },
      preValidation: rateLimited('rider'),
      schema: {
        tags: ['partners'],
        summary: 'Apply as a rider',
        // The injectable clock decides "over 18" and "not born in the future", as in the form.
        body: createRiderApplicationSchema({ now }).extend(PublicFormFields),
        response: { 201: CaseNumberAnswerSchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const { website, language: _language, ...application } = request.body;
      const message = translateMessage('riderApplicationSuccess', language);
      if (isHoneypotFilled(request, website)) {
        return reply
          .status(201)
          .send({ success: true as const, message, caseNumber: decoyCaseNumber('R', now()) });
      }
      const { caseNumber } = await createRiderApplication(db, application, { language, now: now() });
      return reply.status(201).send({ success: true as const, message, caseNumber });
    },
  );

  app.post(
    '/partners/vendors',
    {
      config: { auth: 'public' },
      preValidation: rateLimited('vendor'),
      schema: {
        tags: ['partners'],
        summary: 'Apply as a vendor',
        body: VendorApplicationSchema.extend(PublicFormFields),
        response: { 201: CaseNumberAnswerSchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const { website, language: _language, ...application } = request.body;
      const message = translateMessage('vendorApplicationSuccess', language);
      if (isHoneypotFilled(request, website)) {
        return reply
          .status(201)
          .send({ success: true as const, message, caseNumber: decoyCaseNumber('V', now()) });
      }
      const { caseNumber } = await createVendorApplication(db, application, { language, now: now() });
      return reply.status(201).send({ success: true as const, message, caseNumber });
    },
  );

  app.get(
    '/partners',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['partners'],
        summary: 'List partner applications (newest first)',
        querystring: PartnerListQuerySchema.extend(LanguageField),
        response: { 200: PartnerListAnswerSchema },
        security: [{ bearer: [] }],
      },
    },
    (request, reply) => {
      const query = request.query;
      const at = now();
      // The search terms stand for `q` and the clock (a personnummer's century depends on today).
      const key = JSON.stringify([
        query.type,
        query.status,
        query.q && searchTerms(query.q, at),
        query.page,
        query.pageSize,
      ]);
      return sendCachedJsonAnswer(reply, partnerLists, key, async () => {
        const { data, total } = await findPartners(db, query, at);
        return toJsonAnswer(PartnerListAnswerSchema, {
          data,
          total,
          page: query.page,
          pageSize: query.pageSize,
        });
      });
    },
  );

  app.patch(
    '/partners/:id/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['partners'],
        summary: 'Approve, reject, mark pending, deactivate or activate an application',
        description:
          '`expectedStatus` is the status the action was based on. When the application no longer has ' +
          'it, nothing changes and the answer is 409 `stale_status` with the current application as `data`.',
        params: IdParams,
        body: PartnerActionSchema.extend(LanguageField),
        response: { 200: PartnerChangeAnswerSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const data = await changePartnerStatus(db, {
        id: request.params.id,
        action: request.body.action,
        expectedStatus: request.body.expectedStatus,
        actorId: principalOf(request).id,
        now: now(),
      });
      return {
        success: true as const,
        message: translateMessage('partnerStatusUpdated', languageOf(request)),
        data,
      };
    },
  );
};
