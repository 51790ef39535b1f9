import en from '../../../locales/en/admin-activity.json';
import sv from '../../../locales/sv/admin-activity.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Activity screen (docs/decisions/003). */
export const ADMIN_ACTIVITY_NS = 'admin-activity';
registerCatalog(ADMIN_ACTIVITY_NS, { en, sv });
