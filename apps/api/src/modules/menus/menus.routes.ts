import { MenuUploadSchema, translateMessage } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { languageOf } from '../../lib/request-language.ts';
import { principalOf } from '../../plugins/auth.ts';
import { vendorNotFound } from '../vendors/vendors.service.ts';
import { findMenu, replaceMenu } from './menus.service.ts';

/**
 * A menu upload may be larger than the API's 1 MiB default (2,000 items with descriptions); above
 * this it is answered 413 before it is parsed.
 */
export const MENU_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const language = z.string().max(10).optional();
const VendorIdParams = z.object({ id: z.string().max(100) });

const MenuItemAnswer = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  available: z.boolean(),
});
const UploadAnswer = z.object({ success: z.literal(true), message: z.string(), count: z.number().int() });
const MenuAnswer = z.object({ data: z.array(MenuItemAnswer) });

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
        params: VendorIdParams,
        body: MenuUploadSchema.extend({ language }),
        response: { 200: UploadAnswer },
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
        params: VendorIdParams,
        querystring: z.object({ language }),
        response: { 200: MenuAnswer },
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
