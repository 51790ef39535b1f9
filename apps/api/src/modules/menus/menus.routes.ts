import {
  MenuAnswerSchema,
  MenuDiffAnswerSchema,
  MenuItemChangeAnswerSchema,
  MenuItemDeleteQuerySchema,
  MenuItemEditSchema,
  MenuUploadAnswerSchema,
  MenuUploadSchema,
  SuccessAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, ownFields, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { vendorNotFound } from '../vendors/vendors.service.ts';
import { deleteMenuItem, findMenu, previewMenu, replaceMenu, updateMenuItem } from './menus.service.ts';

/**
 * A menu upload may be larger than the API's 1 MiB default (2,000 items with descriptions); above
 * this it is answered 413 before it is parsed.
 */
export const MENU_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const tags = ['menus'];

/** `/menus/{id}/items/{itemId}`: a vendor and one item of its menu. */
const ItemParams = IdParams.extend({ itemId: z.string().max(100) });

const EDIT_MESSAGES = {
  updateMenuItem: 'menuItemUpdated',
  makeMenuItemAvailable: 'menuItemMadeAvailable',
  makeMenuItemUnavailable: 'menuItemMadeUnavailable',
} as const;

/**
 * `POST /api/menus/{vendorId}/items` (upload, admin), its `/preview`, `PATCH`/`DELETE` of one item
 * (admin) and `GET /api/menus/{vendorId}/items` (admin or that vendor). Decision 041.
 */
export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  app.post(
    '/menus/:id/items',
    {
      ...routeOptions({ admin: 'manageMenus' }, tags, {
        summary:
          "Upload a vendor's whole menu (1 to 2,000 items, at most 2 MiB), applied as a difference: matched items keep their ids",
        params: IdParams,
        body: MenuUploadSchema,
        response: { 200: MenuUploadAnswerSchema },
      }),
      bodyLimit: MENU_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { menus, expectedFingerprint } = request.body;
      const { count } = await replaceMenu(
        db,
        request.params.id,
        menus,
        principalOf(request),
        now(),
        expectedFingerprint,
      );
      return { ...succeeded(request, 'menuUploaded'), count };
    },
  );

  app.post(
    '/menus/:id/items/preview',
    {
      ...routeOptions({ admin: 'manageMenus' }, tags, {
        summary: 'What an upload would add, change and remove (nothing is written)',
        params: IdParams,
        body: MenuUploadSchema,
        response: { 200: MenuDiffAnswerSchema },
      }),
      bodyLimit: MENU_BODY_LIMIT_BYTES,
    },
    async (request) => ({ data: await previewMenu(db, request.params.id, request.body.menus) }),
  );

  app.patch(
    '/menus/:id/items/:itemId',
    routeOptions({ admin: 'manageMenus' }, tags, {
      summary: 'Edit one menu item in place, as last seen (409 when it changed since)',
      params: ItemParams,
      body: MenuItemEditSchema,
      response: { 200: MenuItemChangeAnswerSchema },
    }),
    async (request) => {
      const { item, action } = await updateMenuItem(
        db,
        request.params.id,
        request.params.itemId,
        ownFields(request.body),
        principalOf(request),
        now(),
      );
      return changed(request, EDIT_MESSAGES[action as keyof typeof EDIT_MESSAGES], item);
    },
  );

  app.delete(
    '/menus/:id/items/:itemId',
    routeOptions({ admin: 'manageMenus' }, tags, {
      summary: 'Delete one menu item, as last seen (409 when it changed since)',
      params: ItemParams,
      querystring: MenuItemDeleteQuerySchema,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await deleteMenuItem(
        db,
        request.params.id,
        request.params.itemId,
        request.query.expectedUpdatedAt,
        principalOf(request),
        now(),
      );
      return succeeded(request, 'menuItemDeleted');
    },
  );

  app.get(
    '/menus/:id/items',
    routeOptions({ admin: 'readLists', orVendor: true }, tags, {
      summary: "A vendor's menu: admins read any, a vendor only its own",
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: MenuAnswerSchema },
    }),
    async (request) => {
      const principal = principalOf(request);
      // Another vendor's menu answers as if it did not exist (its existence is not revealed).
      if (principal.role === 'vendor' && principal.id !== request.params.id) throw vendorNotFound();
      const menu = await findMenu(db, request.params.id, now());
      if (!menu) throw vendorNotFound();
      return { data: menu.items, vendor: menu.vendor };
    },
  );
};
