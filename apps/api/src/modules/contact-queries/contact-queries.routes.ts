import { CaseNumberAnswerSchema, ContactQuerySchema } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { answerOnce, IdempotencyKeyHeaders } from '../../lib/idempotency.ts';
import { languageOf } from '../../lib/request-language.ts';
import { succeeded } from '../../lib/route-answers.ts';
import { ownFields, PublicFormFields, routeOptions } from '../../lib/route-schemas.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { createContactQuery, decoyCaseNumber } from './contact-queries.service.ts';

const RATE_LIMIT_WINDOW_MS = 60_000;

/** The contact form's body: the shared schema (the form's resolver too), the language and the honeypot. */
const ContactQueryBody = ContactQuerySchema.extend(PublicFormFields);

/** `POST /api/queries`: the public contact form (SPEC §2, §3, §5, §8; DESIGN.md §4). */
export const contactQueryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  app.post(
    '/queries',
    {
      ...routeOptions('public', ['contact queries'], {
        summary: 'Send a contact query from the public form',
        body: ContactQueryBody,
        headers: IdempotencyKeyHeaders,
        response: { 201: CaseNumberAnswerSchema },
      }),
      // Counted before validation, so invalid and honeypot submissions use up the quota as well.
      preValidation: async (request) => {
        await enforceRateLimit(
          db,
          `contact-query:${request.ip}`,
          env.PUBLIC_FORM_RATE_LIMIT,
          RATE_LIMIT_WINDOW_MS,
        );
      },
    },
    async (request, reply) => {
      const { website, ...query } = ownFields(request.body);
      const answer = succeeded(request, 'contactQuerySuccess');
      if (website?.trim()) {
        request.log.info({ ip: request.ip }, 'contact query honeypot filled: not stored');
        return reply.status(201).send({ ...answer, caseNumber: decoyCaseNumber(now()) });
      }
      // A repeat with the same Idempotency-Key answers the first answer (decision 069).
      return answerOnce(db, request, reply, {
        status: 201,
        now: now(),
        submit: async (tx) => ({ ...answer, ...(await createContactQuery(tx, query, languageOf(request))) }),
      });
    },
  );
};
