import {
  PaginationQuerySchema,
  VendorNotificationListAnswerSchema,
  VendorNotificationReadSchema,
  VendorNotificationUnreadAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { listVendorNotifications, markVendorNotificationsRead } from './vendor-notifications.service.ts';

// The vendor's bell (issue 17 §3, decision 033): the admin's decisions about its own promotions,
// queries and account, read from the audit log.
const tags = ['vendor notifications'];

export const vendorNotificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/vendor/notifications',
    routeOptions('vendor', tags, {
      summary: "The signed-in vendor's notifications, newest first, with the number unread",
      querystring: PaginationQuerySchema.pick({ page: true, pageSize: true }),
      response: { 200: VendorNotificationListAnswerSchema },
    }),
    async (request) => listVendorNotifications(db, principalOf(request).id, request.query),
  );

  app.post(
    '/vendor/notifications/read',
    routeOptions('vendor', tags, {
      summary: "Mark one of the signed-in vendor's notifications read (`id`), or all of them (`all: true`)",
      // The language in the body, as every POST takes it (SPEC §7).
      body: VendorNotificationReadSchema.and(LanguageQuery),
      response: { 200: VendorNotificationUnreadAnswerSchema },
    }),
    async (request) => ({
      unread: await markVendorNotificationsRead(db, principalOf(request).id, request.body),
    }),
  );
};
