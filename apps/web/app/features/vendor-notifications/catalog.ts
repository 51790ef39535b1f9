import en from '../../../locales/en/vendor-notifications.json';
import sv from '../../../locales/sv/vendor-notifications.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the vendor's bell (issue 17 §3). */
export const VENDOR_NOTIFICATIONS_NS = 'vendor-notifications';
registerCatalog(VENDOR_NOTIFICATIONS_NS, { en, sv });
