import {
  ActiveOffersAnswerSchema,
  OfferChangeAnswerSchema,
  OfferDataAnswerSchema,
  OfferListAnswerSchema,
  OfferSchema,
  PaginationQuerySchema,
  SuccessAnswerSchema,
  todayInStockholm,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { type JsonAnswer, sendCachedJsonAnswer, toJsonAnswer } from '../../lib/json-answer.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { languageOf } from '../../lib/request-language.ts';
import {
  changed,
  IdParams,
  LanguageField,
  LanguageQuery,
  routeOptions,
  succeeded,
} from '../../lib/route-schemas.ts';
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
  // Every visit to the home page asks for these; they change a few times a year (decision 006).
  // One entry per day and language.
  const activeOffers = new ReadCache<JsonAnswer>(database.changes, { tables: ['offers'], maxEntries: 8 });
  const OfferBody = OfferSchema.safeExtend(LanguageField);

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
      return sendCachedJsonAnswer(reply, activeOffers, `${day} ${language}`, async () =>
        toJsonAnswer(ActiveOffersAnswerSchema, { data: await listActiveOffers(db, day, language) }),
      );
    },
  );

  app.get(
    '/offers',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'All platform offers, newest first',
      querystring: PaginationQuerySchema.extend(LanguageField),
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
      body: OfferBody,
      response: { 201: OfferChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await createOffer(db, request.body, principalOf(request).id, now());
      return reply.status(201).send(changed(request, 'offerCreated', data));
    },
  );

  app.put(
    '/offers/:id',
    routeOptions({ admin: 'manageOffers' }, tags, {
      summary: 'Edit a platform offer (also activates or deactivates it)',
      params: IdParams,
      body: OfferBody,
      response: { 200: OfferChangeAnswerSchema },
    }),
    async (request) => {
      const data = await updateOffer(db, request.params.id, request.body, principalOf(request).id, now());
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
      return succeeded(request, 'offerDeleted');
    },
  );
};
