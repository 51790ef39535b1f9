import en from '../../../locales/en/admin-promotions.json';
import sv from '../../../locales/sv/admin-promotions.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Promotions screen (docs/decisions/003). */
export const ADMIN_PROMOTIONS_NS = 'admin-promotions';
registerCatalog(ADMIN_PROMOTIONS_NS, { en, sv });
