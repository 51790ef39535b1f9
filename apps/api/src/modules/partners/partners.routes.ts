import {
  CaseNumberAnswerSchema,
  type MessageKey,
  type SiteLanguage,
  createRiderApplicationSchema,
  NationalIdAnswerSchema,
  PartnerActionSchema,
  PartnerChangeAnswerSchema,
  PartnerListAnswerSchema,
  PartnerListQuerySchema,
  PartnerUpdateRequestListAnswerSchema,
  UpdateRequestActionSchema,
  VendorApplicationSchema,
} from '@levera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { z } from 'zod';
import { type AppContext, type ModuleApp, routesInParts } from '../../app-context.ts';
import { answerOnce, IdempotencyKeyHeaders } from '../../lib/idempotency.ts';
import { languageOf } from '../../lib/request-language.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import {
  IdParams,
  LanguageQuery,
  PublicFormFields,
  routeOptions,
  ownFields,
} from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  changePartnerStatus,
  createRiderApplication,
  createVendorApplication,
  decoyCaseNumber,
  findPartners,
  revealNationalId,
} from './partners.service.ts';
import { decideUpdateRequest, listUpdateRequests } from './partner-update-requests.service.ts';

const RATE_LIMIT_WINDOW_MS = 60_000;
const tags = ['partners'];

const isHoneypotFilled = (request: FastifyRequest, website: string | undefined) => {
  if (!website?.trim()) return false;
  request.log.info({ ip: request.ip }, 'partner application honeypot filled: not stored');
  return true;
};

/**
 * Partner onboarding (issue 5): the public rider and vendor applications, and the admin's list and
 * status actions (SPEC §2, §3, §5, §8; DESIGN.md §4, §5).
 */
export const partnerRoutes = routesInParts(
  applicationFormRoutes,
  adminApplicationRoutes,
  updateRequestRoutes,
);

/** The public rider and vendor application forms: rate-limited per address, idempotent. */
function applicationFormRoutes(app: ModuleApp, { db, env, now, keyring }: AppContext): void {
  /** Counted before validation, so invalid and honeypot submissions use up the quota as well. */
  const rateLimited = (form: 'rider' | 'vendor') => async (request: FastifyRequest) => {
    await enforceRateLimit(
      db,
      `partner-${form}:${request.ip}`,
      env.PUBLIC_FORM_RATE_LIMIT,
      RATE_LIMIT_WINDOW_MS,
    );
  };

  /**
   * A submitted application's answer: to a bot (the honeypot filled) a decoy case number and nothing
   * stored; else the stored application's case number, the same answer again for a repeat with the
   * same Idempotency-Key (decision 069).
   */
  const answerApplication = (
    request: FastifyRequest,
    reply: FastifyReply,
    website: string | undefined,
    form: {
      decoyPrefix: 'R' | 'V';
      message: MessageKey;
      create: (tx: Db, options: { language: SiteLanguage; now: Date }) => Promise<{ caseNumber: string }>;
    },
  ) => {
    const options = { language: languageOf(request), now: now() };
    const answer = succeeded(request, form.message);
    if (isHoneypotFilled(request, website))
      return reply
        .status(201)
        .send({ ...answer, caseNumber: decoyCaseNumber(form.decoyPrefix, options.now) });
    return answerOnce(db, request, reply, {
      status: 201,
      now: options.now,
      submit: async (tx) => ({ ...answer, ...(await form.create(tx, options)) }),
    });
  };

  app.post(
    '/partners/riders',
    {
      ...routeOptions('public', tags, {
        summary: 'Apply as a rider',
        // The injectable clock decides "over 18" and "not born in the future", as in the form.
        body: createRiderApplicationSchema({ now }).extend(PublicFormFields),
        headers: IdempotencyKeyHeaders,
        response: { 201: CaseNumberAnswerSchema },
      }),
      preValidation: rateLimited('rider'),
    },
    async (request, reply) => {
      const { website, ...application } = ownFields(request.body);
      return answerApplication(request, reply, website, {
        decoyPrefix: 'R',
        message: 'riderApplicationSuccess',
        create: (tx, options) => createRiderApplication(tx, keyring, application, options),
      });
    },
  );

  app.post(
    '/partners/vendors',
    {
      ...routeOptions('public', tags, {
        summary: 'Apply as a vendor',
        body: VendorApplicationSchema.extend(PublicFormFields),
        headers: IdempotencyKeyHeaders,
        response: { 201: CaseNumberAnswerSchema },
      }),
      preValidation: rateLimited('vendor'),
    },
    async (request, reply) => {
      const { website, ...application } = ownFields(request.body);
      return answerApplication(request, reply, website, {
        decoyPrefix: 'V',
        message: 'vendorApplicationSuccess',
        create: (tx, options) => createVendorApplication(tx, application, options),
      });
    },
  );
}

/** The admin's Partners screen: the list, the personnummer shown on request, the status actions. */
function adminApplicationRoutes(app: ModuleApp, { db, env, now, keyring }: AppContext): void {
  app.get(
    '/partners',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'List partner applications (newest first)',
      querystring: PartnerListQuerySchema,
      response: { 200: PartnerListAnswerSchema },
    }),
    async (request) => {
      const { page, pageSize } = request.query;
      const list = await findPartners(db, keyring, request.query, now(), env.LIST_EXACT_COUNT_LIMIT);
      return { ...list, page, pageSize };
    },
  );

  app.get(
    '/partners/:id/national-id',
    routeOptions({ admin: 'revealNationalId' }, tags, {
      summary: "A rider's full personnummer (the audit log records who saw it)",
      description:
        'Every other answer and the CSV export carry the personnummer masked (`YYYYMMDD-****`). This ' +
        'one answers it in full, `YYYYMMDD-XXXX`, and writes an audit row `revealNationalId`. 404 for ' +
        'an unknown id and for an application without one.',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: NationalIdAnswerSchema },
    }),
    (request) =>
      revealNationalId(db, keyring, {
        id: request.params.id,
        actorId: principalOf(request).id,
        now: now(),
      }),
  );

  app.patch(
    '/partners/:id/status',
    routeOptions({ admin: 'managePartners' }, tags, {
      summary: 'Approve, reject, mark pending, deactivate or activate an application',
      description:
        '`expectedStatus` is the status the action was based on. When the application no longer has ' +
        'it, nothing changes and the answer is 409 `stale_status` with the current application as `data`.',
      params: IdParams,
      body: PartnerActionSchema,
      response: { 200: PartnerChangeAnswerSchema },
    }),
    async (request) => {
      const data = await changePartnerStatus(db, {
        id: request.params.id,
        action: request.body.action,
        expectedStatus: request.body.expectedStatus,
        reason: request.body.reason,
        actorId: principalOf(request).id,
        now: now(),
      });
      return changed(request, 'partnerStatusUpdated', data);
    },
  );
}

/** Repeat applications kept on a pending one (decision 063), and the admin's decision on each. */
function updateRequestRoutes(app: ModuleApp, { db, now, keyring }: AppContext): void {
  app.get(
    '/partners/:id/update-requests',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: "An application's update requests (repeat applications kept on it), newest first",
      description:
        'A repeat of a pending application (same e-mail and type, personnummer or organisation ' +
        'number) is answered like any application and kept here with its own case number (decision ' +
        '063). `changes` says what applying a pending request would change now; a personnummer is masked.',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: PartnerUpdateRequestListAnswerSchema },
    }),
    async (request) => ({ data: await listUpdateRequests(db, keyring, request.params.id) }),
  );

  app.patch(
    '/partners/:id/update-requests/:requestId',
    routeOptions({ admin: 'managePartners' }, tags, {
      summary: 'Apply or dismiss an update request of an application',
      description:
        '`apply` copies the request’s fields onto the application; `dismiss` leaves it as it is. ' +
        'Once only: a request already applied or dismissed answers 409 `update_request_decided`; ' +
        'applying fields another pending application has answers 409 `duplicate_application`.',
      params: IdParams.extend({ requestId: z.string().max(100) }),
      body: UpdateRequestActionSchema,
      response: { 200: PartnerChangeAnswerSchema },
    }),
    async (request) => {
      const data = await decideUpdateRequest(db, keyring, {
        applicationId: request.params.id,
        requestId: request.params.requestId,
        action: request.body.action,
        actorId: principalOf(request).id,
        now: now(),
      });
      return changed(
        request,
        request.body.action === 'apply' ? 'updateRequestApplied' : 'updateRequestDismissed',
        data,
      );
    },
  );
}
