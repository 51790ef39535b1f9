import en from '../../../locales/en/admin-offers.json';
import sv from '../../../locales/sv/admin-offers.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Offers screen (docs/decisions/003). */
export const ADMIN_OFFERS_NS = 'admin-offers';
registerCatalog(ADMIN_OFFERS_NS, { en, sv });
