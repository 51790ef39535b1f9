import en from '../../../locales/en/vendor-menu.json';
import sv from '../../../locales/sv/vendor-menu.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the vendor's "My menu" (docs/decisions/003). */
export const VENDOR_MENU_NS = 'vendor-menu';
registerCatalog(VENDOR_MENU_NS, { en, sv });
