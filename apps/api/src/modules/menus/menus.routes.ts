import { MenuAnswerSchema, MenuUploadAnswerSchema, MenuUploadSchema } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { IdParams, LanguageField, LanguageQuery, routeOptions, succeeded } from '../../lib/route-schemas.ts';
import { principalOf } from '../../plugins/auth.ts';
import { vendorNotFound } from '../vendors/vendors.service.ts';
import { findMenu, replaceMenu } from './menus.service.ts';

/**
 * A menu upload may be larger than the API's 1 MiB default (2,000 items with descriptions); above
 * this it is answered 413 before it is parsed.
 */
export const MENU_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const tags = ['menus'];

/** `POST /api/menus/{vendorId}/items` (admin) and `GET /api/menus/{vendorId}/items` (admin or that vendor). */
export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  app.post(
    '/menus/:id/items',
    {
      ...routeOptions('admin', tags, {
        summary: "Replace a vendor's whole menu (1 to 2,000 items, at most 2 MiB)",
        params: IdParams,
        body: MenuUploadSchema.extend(LanguageField),
        response: { 200: MenuUploadAnswerSchema },
      }),
      bodyLimit: MENU_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { menus } = request.body;
      const { count } = await replaceMenu(db, request.params.id, menus, principalOf(request), now());
      return { ...succeeded(request, 'menuUploaded'), count };
    },
  );

  app.get(
    '/menus/:id/items',
    routeOptions('admin-or-vendor', tags, {
      summary: "A vendor's menu: admins read any, a vendor only its own",
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: MenuAnswerSchema },
    }),
    async (request) => {
      const principal = principalOf(request);
      // Another vendor's menu answers as if it did not exist (its existence is not revealed).
      if (principal.role === 'vendor' && principal.id !== request.params.id) throw vendorNotFound();
      const items = await findMenu(db, request.params.id);
      if (!items) throw vendorNotFound();
      return { data: items };
    },
  );
};
