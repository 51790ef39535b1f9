import { MenuAnswerSchema, MenuUploadAnswerSchema, MenuUploadSchema, translateMessage } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { languageOf } from '../../lib/request-language.ts';
import { IdParams, LanguageField, LanguageQuery } from '../../lib/route-schemas.ts';
import { principalOf } from '../../plugins/auth.ts';
import { vendorNotFound } from '../vendors/vendors.service.ts';
import { findMenu, replaceMenu } from './menus.service.ts';

/**
 * A menu upload may be larger than the API's 1 MiB default (2,000 items with descriptions); above
 * this it is answered 413 before it is parsed.
 */
export const MENU_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** `POST /api/menus/{vendorId}/items` (admin) and `GET /api/menus/{vendorId}/items` (admin or that vendor). */
export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  app.post(
    '/menus/:id/items',
    {
      config: { auth: 'admin' },
      bodyLimit: MENU_BODY_LIMIT_BYTES,
      schema: {
        tags: ['menus'],
        security: [{ bearer: [] }],
        summary: "Replace a vendor's whole menu (1 to 2,000 items, at most 2 MiB)",
        params: IdParams,
        body: MenuUploadSchema.extend(LanguageField),
        response: { 200: MenuUploadAnswerSchema },
      },
    },
    async (request) => {
      const { count } = await replaceMenu(
        db,
        request.params.id,
        request.body.menus,
        principalOf(request),
        now(),
      );
      return {
        success: true as const,
        message: translateMessage('menuUploaded', languageOf(request)),
        count,
      };
    },
  );

  app.get(
    '/menus/:id/items',
    {
      config: { auth: 'admin-or-vendor' },
      schema: {
        tags: ['menus'],
        security: [{ bearer: [] }],
        summary: "A vendor's menu: admins read any, a vendor only its own",
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: MenuAnswerSchema },
      },
    },
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
