import riderEn from '../../../locales/en/partner-rider.json';
import vendorEn from '../../../locales/en/partner-vendor.json';
import riderSv from '../../../locales/sv/partner-rider.json';
import vendorSv from '../../../locales/sv/partner-vendor.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the two apply pages: their routes and the forms' islands register them (decision 047). */
export const PARTNER_RIDER_NS = 'partner-rider';
export const PARTNER_VENDOR_NS = 'partner-vendor';
registerCatalog(PARTNER_RIDER_NS, { en: riderEn, sv: riderSv });
registerCatalog(PARTNER_VENDOR_NS, { en: vendorEn, sv: vendorSv });
