import {
  ErasureAnswerSchema,
  ErasureRequestSchema,
  PersonalDataExportSchema,
  PersonSearchQuerySchema,
  PersonSubjectsAnswerSchema,
  todayInStockholm,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf } from '../../lib/principal.ts';
import { changed } from '../../lib/route-answers.ts';
import { routeOptions } from '../../lib/route-schemas.ts';
import { erasePerson, exportPerson, findSubjects } from './privacy.service.ts';

// The data subject's rights in the admin panel (issue 32, DESIGN.md §10, decision 059): find one
// person, export everything stored about them, erase it. Admin only for now; once admin roles exist
// (DESIGN.md §10 "admin roles", issue 33) these are the owner's alone: erasure and exports are not
// for `admin` or `support`.

const tags = ['privacy'];

const SEARCH =
  '`q` is one exact value: an e-mail address, a phone number (any usual form), a personnummer ' +
  '(YYMMDD-XXXX, YYYYMMDD-XXXX, with or without the hyphen) or a case number (R-, V-, Q-, VQ-…); ' +
  'anything else is a 400 on `q`. The person is the closure of the search: the rows it matches, and ' +
  'the rows sharing an e-mail address, a phone number or a personnummer with them (one step).';

export const privacyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, keyring, now }) => {
  // Both reads take the person's value in the body, not the address: a reverse proxy's access log
  // writes every request line, and an e-mail or a personnummer must not reach it (decision 065).
  app.post(
    '/privacy/subjects',
    routeOptions({ admin: 'personalData' }, tags, {
      summary: 'What is stored about one person: applications, queries and vendor accounts',
      description: `${SEARCH} Personnummer are masked (YYYYMMDD-****).`,
      body: PersonSearchQuerySchema,
      response: { 200: PersonSubjectsAnswerSchema },
    }),
    async (request) => findSubjects(db, keyring, request.body.q, now()),
  );

  app.post(
    '/privacy/export',
    routeOptions({ admin: 'personalData' }, tags, {
      summary: 'Everything stored about one person, as a JSON file (their own copy)',
      description:
        `${SEARCH} Sent as the attachment \`personal-data-YYYY-MM-DD.json\`: applications with the ` +
        'whole personnummer, queries with answers and status history, vendor accounts without the ' +
        'password hash, the e-mails in the outbox and the audit entries that name them. Each item gets ' +
        'an audit entry `exportPersonalData` (counts and case numbers only). 404 when nothing is stored.',
      body: PersonSearchQuerySchema,
      response: { 200: PersonalDataExportSchema },
    }),
    async (request, reply) => {
      const at = now();
      const data = await exportPerson(db, keyring, request.body.q, principalOf(request), at);
      reply.header(
        'content-disposition',
        `attachment; filename="personal-data-${todayInStockholm(at)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/privacy/erasure',
    routeOptions({ admin: 'personalData' }, tags, {
      summary: "Erase one person's data, with the reason",
      description:
        `${SEARCH} Applications and contact queries are deleted; archived vendor accounts are ` +
        'anonymised (their promotions, menu and vendor queries stay); the e-mails to them or about ' +
        'their cases are deleted and the audit log keeps its entries under the case numbers without ' +
        'their values. First the person is sent a confirmation e-mail at once (not through the ' +
        'outbox): 503 `mail_unavailable` and nothing erased when it cannot be sent. 404 when nothing ' +
        'is stored; 409 `vendor_account_active` while one of their vendor accounts is not archived.',
      body: ErasureRequestSchema,
      response: { 200: ErasureAnswerSchema },
    }),
    async (request) => {
      const data = await erasePerson(
        { db, keyring, mail: app.mail },
        request.body,
        principalOf(request),
        now(),
      );
      return changed(request, 'personalDataErased', data);
    },
  );
};
