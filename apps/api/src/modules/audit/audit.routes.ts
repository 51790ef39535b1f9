import { AuditAdminsAnswerSchema, AuditListAnswerSchema, AuditListQuerySchema } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { languageOf } from '../../lib/request-language.ts';
import { LanguageQuery, ownFields, routeOptions } from '../../lib/route-schemas.ts';
import { listAdmins, listAudit } from './audit.service.ts';

// The audit log for the admin's Activity screen and the history of each item (issue 18 §4,
// decision 037). Admin only; read only.

const tags = ['audit'];

export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/audit',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'The audit log, newest first: by admin, kind of item, one item and days (Swedish time)',
      description:
        '`from` and `to` are days (`YYYY-MM-DD`, inclusive, Europe/Stockholm). Each entry names who ' +
        'acted (`actor.name` is null when the account no longer exists), the item (`item.label` is ' +
        'null when it no longer exists) and, for a status change, `from`, `to` and any `reason`.',
      querystring: AuditListQuerySchema,
      response: { 200: AuditListAnswerSchema },
    }),
    async (request) => listAudit(db, ownFields(request.query), languageOf(request)),
  );

  app.get(
    '/audit/admins',
    routeOptions({ admin: 'readLists' }, tags, {
      summary: 'The admins, by name: who the audit log can be filtered by',
      querystring: LanguageQuery,
      response: { 200: AuditAdminsAnswerSchema },
    }),
    async () => ({ data: await listAdmins(db) }),
  );
};
