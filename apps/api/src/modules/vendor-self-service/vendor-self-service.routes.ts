import {
  MenuItemAvailabilitySchema,
  MenuItemChangeAnswerSchema,
  STORE_PAUSE_MAX_DAYS,
  STORE_PAUSE_NOTE_MAX_LENGTH,
  StoreAvailabilityAnswerSchema,
  StorePauseAnswerSchema,
  StorePauseRequestSchema,
  SuccessAnswerSchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { setMenuItemAvailability } from '../menus/menus.service.ts';
import { pauseStore, reopenStore, storeAvailability } from './store-pause.service.ts';

// Vendor self-service (issue 36 §10, DESIGN.md §10, decision 062): the vendor marks its own menu
// items sold out and back and pauses its store; a customer app reads what is orderable now. The
// vendor reads its menu, with the pause, through GET /menus/{id}/items (its own only). Everything
// else about the vendor and its menu stays the admin's.

export const vendorSelfServiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now }) => {
  app.patch(
    '/vendor/menu/items/:id',
    routeOptions('vendor', ['vendor self-service'], {
      summary: 'Mark one of your own menu items sold out (`available: false`) or back',
      description:
        'Only `available` changes; the admin edits everything else. An item of another vendor answers ' +
        '404 like one that does not exist. With `expectedUpdatedAt` (the `updatedAt` the screen read), ' +
        'an item changed since answers 409 `stale_status` with the current item as `data`. Audited on ' +
        'the vendor as `makeMenuItemUnavailable` / `makeMenuItemAvailable`, the vendor as the actor.',
      params: IdParams,
      body: MenuItemAvailabilitySchema,
      response: { 200: MenuItemChangeAnswerSchema },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { available, expectedUpdatedAt } = request.body;
      const item = await setMenuItemAvailability(
        db,
        principal.id,
        request.params.id,
        { available, expectedUpdatedAt },
        principal,
        now(),
      );
      return changed(request, available ? 'menuItemMadeAvailable' : 'menuItemMadeUnavailable', item);
    },
  );

  app.put(
    '/vendor/store/pause',
    routeOptions('vendor', ['vendor self-service'], {
      summary: 'Pause orders to your store until a time, or until you reopen it',
      description:
        '`until` is an ISO time with its offset, ahead and at most ' +
        `${STORE_PAUSE_MAX_DAYS} days ahead (else 400 on \`until\`), or null: paused until ` +
        `DELETE /vendor/store/pause. \`note\` (at most ${STORE_PAUSE_NOTE_MAX_LENGTH} characters) is shown ` +
        'to customers. A pause set while one holds replaces its end and note. A pause whose end has ' +
        'passed reads as open everywhere. Audited on the vendor as `pauseStore`.',
      body: StorePauseRequestSchema,
      response: { 200: StorePauseAnswerSchema },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { until, note } = request.body;
      const pause = await pauseStore(db, principal.id, { until, note }, principal, now());
      return changed(request, 'storePaused', pause);
    },
  );

  app.delete(
    '/vendor/store/pause',
    routeOptions('vendor', ['vendor self-service'], {
      summary: 'Reopen your store: take orders again at once',
      description: 'Audited on the vendor as `reopenStore` when a pause held; an open store stays open.',
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      const principal = principalOf(request);
      await reopenStore(db, principal.id, principal, now());
      return succeeded(request, 'storeReopened');
    },
  );

  app.get(
    '/vendors/:id/availability',
    routeOptions('public', ['vendor self-service'], {
      summary: 'Whether a store takes orders now, until when it is paused, and which items are sold out',
      description:
        'For the customer app: public (the app handshake as on every request), no personal data. ' +
        '`state` is `open`, `paused` (the vendor paused orders: `pause.until`, null until the vendor ' +
        'reopens, and `pause.note` for customers) or `closed` (the account is switched off by ' +
        'Levera). A pause whose end has passed is open. `soldOutItems` are the items of the menu ' +
        'marked sold out (by the vendor or an admin), in menu order, by id and name. An archived ' +
        'vendor answers 404. Not cached: the answer changes with the clock.',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: StoreAvailabilityAnswerSchema },
    }),
    async (request) => ({ data: await storeAvailability(db, request.params.id, now()) }),
  );
};
