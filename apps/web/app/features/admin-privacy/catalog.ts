import en from '../../../locales/en/admin-privacy.json';
import sv from '../../../locales/sv/admin-privacy.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Personal data screen (docs/decisions/003). */
export const ADMIN_PRIVACY_NS = 'admin-privacy';
registerCatalog(ADMIN_PRIVACY_NS, { en, sv });
