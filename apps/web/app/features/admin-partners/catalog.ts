import en from '../../../locales/en/admin-partners.json';
import sv from '../../../locales/sv/admin-partners.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Partners screen and its record (docs/decisions/003). */
export const ADMIN_PARTNERS_NS = 'admin-partners';
registerCatalog(ADMIN_PARTNERS_NS, { en, sv });
