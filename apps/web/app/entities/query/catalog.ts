import en from '../../../locales/en/query.json';
import sv from '../../../locales/sv/query.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of a support query that the admin and vendor screens share: statuses and categories. */
export const QUERY_NS = 'query';
registerCatalog(QUERY_NS, { en, sv });
