import { ContactQuerySchema, translateMessage } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { languageOf } from '../../lib/request-language.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { createContactQuery, decoyCaseNumber } from './contact-queries.service.ts';

const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The contact form's body: the shared schema (the form's resolver too), the request language, and
 * `website`, a honeypot that people never see. Anything typed into it marks the sender as a bot.
 */
const ContactQueryBody = ContactQuerySchema.extend({
  language: z.string().max(10).optional(),
  website: z.string().max(500).optional(),
});

const ContactQueryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  caseNumber: z.string(),
});

/** `POST /api/queries`: the public contact form (SPEC §2, §3, §5, §8; DESIGN.md §4). */
export const contactQueryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, env, now }) => {
  app.post(
    '/queries',
    {
      config: { auth: 'public' },
      // Counted before validation, so invalid and honeypot submissions use up the quota as well.
      preValidation: async (request) => {
        await enforceRateLimit(
          db,
          `contact-query:${request.ip}`,
          env.PUBLIC_FORM_RATE_LIMIT,
          RATE_LIMIT_WINDOW_MS,
        );
      },
      schema: {
        tags: ['contact queries'],
        summary: 'Send a contact query from the public form',
        body: ContactQueryBody,
        response: { 201: ContactQueryAnswer },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const { website, language: _language, ...query } = request.body;
      const message = translateMessage('contactQuerySuccess', language);
      if (website?.trim()) {
        request.log.info({ ip: request.ip }, 'contact query honeypot filled: not stored');
        return reply
          .status(201)
          .send({ success: true as const, message, caseNumber: decoyCaseNumber(now()) });
      }
      const { caseNumber } = await createContactQuery(db, query, language);
      return reply.status(201).send({ success: true as const, message, caseNumber });
    },
  );
};
