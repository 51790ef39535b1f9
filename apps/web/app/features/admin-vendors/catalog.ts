import en from '../../../locales/en/admin-vendors.json';
import sv from '../../../locales/sv/admin-vendors.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Vendors screen and a vendor's menu (docs/decisions/003). */
export const ADMIN_VENDORS_NS = 'admin-vendors';
registerCatalog(ADMIN_VENDORS_NS, { en, sv });
