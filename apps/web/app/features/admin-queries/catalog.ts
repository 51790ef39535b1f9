import en from '../../../locales/en/admin-queries.json';
import sv from '../../../locales/sv/admin-queries.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin Queries screen and its conversation (docs/decisions/003). */
export const ADMIN_QUERIES_NS = 'admin-queries';
registerCatalog(ADMIN_QUERIES_NS, { en, sv });
