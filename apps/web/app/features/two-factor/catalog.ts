import en from '../../../locales/en/two-factor.json';
import sv from '../../../locales/sv/two-factor.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the admin's two-factor section on "My account" (issue 33 §4; docs/decisions/003). */
export const TWO_FACTOR_NS = 'two-factor';
registerCatalog(TWO_FACTOR_NS, { en, sv });
