import en from '../../../locales/en/store.json';
import sv from '../../../locales/sv/store.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The words of a store's pause as the vendor and the admin both see it (decision 062). */
export const STORE_NS = 'store';
registerCatalog(STORE_NS, { en, sv });
