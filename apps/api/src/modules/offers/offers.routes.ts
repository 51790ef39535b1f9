import {
  ActiveOffersAnswerSchema,
  OfferChangeAnswerSchema,
  OfferDataAnswerSchema,
  OfferListAnswerSchema,
  OfferSchema,
  PaginationQuerySchema,
  type SiteLanguage,
  SuccessAnswerSchema,
  todayInStockholm,
} from '@levera/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import {
  createOffer,
  deleteOffer,
  getOffer,
  listActiveOffers,
  listOffers,
  updateOffer,
} from './offers.service.ts';

// DESIGN.md §4: GET/POST/PUT/DELETE /offers[/{id}] for admins, GET /offers/active for everyone.
const tags = ['offers'];

export const offerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, database, now }) => {
  const today = () => todayInStockholm(now());
  // Every visit to the home page asks for these; they change a few times a year. The one cache that
  // pays for its invariant (decision 080): one entry per day and language, kept as the answer's JSON
  // text (no validation or serialisation on a hit; @fastify/compress compresses it like any answer).
  const activeOffers = new ReadCache<string>(database.changes, {
    name: 'GET /api/offers/active',
    tables: ['offers'],
    sample: (sampleDb) => listActiveOffers(sampleDb, today(), 'sv'),
    maxEntries: 8,
  });
  const activeOffersJson = async (day: string, language: SiteLanguage) =>
    JSON.stringify(z.encode(ActiveOffersAnswerSchema, { data: await listActiveOffers(db, day, language) }));

  app.get(
    '/offers/active',
    routeOptions('public', tags, {
      summary: 'Active platform offers running today, in the requested language (shown on the home page)',
      querystring: LanguageQuery,
      response: { 200: ActiveOffersAnswerSchema },
    }),
    (request, reply) => {
      const day = today();
      const language = languageOf(request);
      const key = `${day} ${language}`;
      // The kept text is the answer as the response schema encodes it (activeOffersJson): sent as is.
      const text = (reply as FastifyReply).type('application/json; charset=utf-8');
      // A hit answers synchronously: no promise on the hottest public path.
      const kept = activeOffers.peek(key);
      if (kept !== undefined) {
        text.send(kept);
        return;
      }
      return activeOffers
        .get(key, () => activeOffersJson(day, language))
        .then((json) => {
          text.send(json);
        });
    },
  );

  app.get(
    '/offers',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'All platform offers, newest first',
      querystring: PaginationQuerySchema,
      response: { 200: OfferListAnswerSchema },
    }),
    async (request) => listOffers(db, request.query, today()),
  );

  app.get(
    '/offers/:id',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'One platform offer',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: OfferDataAnswerSchema },
    }),
    async (request) => ({ data: await getOffer(db, request.params.id, today()) }),
  );

  app.post(
    '/offers',
    routeOptions({ admin: 'manageOffers' }, tags, {
      summary: 'Create a platform offer',
      body: OfferSchema,
      response: { 201: OfferChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await createOffer(db, request.body, principalOf(request).id, now());
      activeOffers.clear(); // this process's next read sees the write without waiting for its notification
      return reply.status(201).send(changed(request, 'offerCreated', data));
    },
  );

  app.put(
    '/offers/:id',
    routeOptions({ admin: 'manageOffers' }, tags, {
      summary: 'Edit a platform offer (also activates or deactivates it)',
      params: IdParams,
      body: OfferSchema,
      response: { 200: OfferChangeAnswerSchema },
    }),
    async (request) => {
      const data = await updateOffer(db, request.params.id, request.body, principalOf(request).id, now());
      activeOffers.clear();
      return changed(request, 'offerUpdated', data);
    },
  );

  app.delete(
    '/offers/:id',
    routeOptions({ admin: 'manageOffers' }, tags, {
      summary: 'Delete a platform offer',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await deleteOffer(db, request.params.id, principalOf(request).id, now());
      activeOffers.clear();
      return succeeded(request, 'offerDeleted');
    },
  );
};
