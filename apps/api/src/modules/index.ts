import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { contactQueryRoutes } from './contact-queries/contact-queries.routes.ts';
import { supportQueryRoutes } from './support-queries/support-queries.routes.ts';
import { partnerRoutes } from './partners/partners.routes.ts';
import { vendorRoutes } from './vendors/vendors.routes.ts';
import { menuRoutes } from './menus/menus.routes.ts';
import { promotionRoutes } from './promotions/promotions.routes.ts';
import { offerRoutes } from './offers/offers.routes.ts';
import { vendorNotificationRoutes } from './vendor-notifications/vendor-notifications.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { bulkActionRoutes } from './bulk-actions/bulk-actions.routes.ts';
import { listExportRoutes } from './list-exports/list-exports.routes.ts';
import { adminLiveRoutes } from './admin-live/admin-live.routes.ts';
import { vendorAccessRoutes } from './vendors/vendor-access.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { vendorSelfServiceRoutes } from './vendor-self-service/vendor-self-service.routes.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { teamRoutes } from './team/team.routes.ts';
import { ownAccountRoutes } from './own-account/own-account.routes.ts';
import { supportDeskRoutes } from './support-desk/support-desk.routes.ts';

// Every API resource module, registered under /api by app.ts. Add one line per module.
export const apiModules: FastifyPluginAsyncZod<AppContext>[] = [
  authRoutes,
  contactQueryRoutes,
  supportQueryRoutes,
  partnerRoutes,
  vendorRoutes,
  menuRoutes,
  promotionRoutes,
  offerRoutes,
  vendorNotificationRoutes,
  auditRoutes,
  bulkActionRoutes,
  listExportRoutes,
  adminLiveRoutes,
  vendorAccessRoutes,
  privacyRoutes,
  vendorSelfServiceRoutes,
  teamRoutes,
  twoFactorRoutes,
  ownAccountRoutes,
  supportDeskRoutes,
];
