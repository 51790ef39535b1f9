import en from '../../../locales/en/promotion.json';
import sv from '../../../locales/sv/promotion.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of a promotion that the admin and vendor screens share: status, discount, weekdays. */
export const PROMOTION_NS = 'promotion';
registerCatalog(PROMOTION_NS, { en, sv });
