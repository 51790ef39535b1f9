import en from '../../../locales/en/vendor-queries.json';
import sv from '../../../locales/sv/vendor-queries.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the vendor's Raise query screen (docs/decisions/003). */
export const VENDOR_QUERIES_NS = 'vendor-queries';
registerCatalog(VENDOR_QUERIES_NS, { en, sv });
