import en from '../../../locales/en/admin-counts.json';
import sv from '../../../locales/sv/admin-counts.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin's live counts: the navigation's badges and the lists' "N new – show". */
export const ADMIN_COUNTS_NS = 'admin-counts';
registerCatalog(ADMIN_COUNTS_NS, { en, sv });
