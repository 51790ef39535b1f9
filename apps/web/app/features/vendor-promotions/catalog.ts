import en from '../../../locales/en/vendor-promotions.json';
import sv from '../../../locales/sv/vendor-promotions.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the vendor's promotion screens (docs/decisions/003), registered by the routes that use them. */
export const VENDOR_PROMOTIONS_NS = 'vendor-promotions';
registerCatalog(VENDOR_PROMOTIONS_NS, { en, sv });
