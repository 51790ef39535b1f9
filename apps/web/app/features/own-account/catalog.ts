import en from '../../../locales/en/own-account.json';
import sv from '../../../locales/sv/own-account.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of "My account" for admins and vendors (issue 33 §3; docs/decisions/003). */
export const OWN_ACCOUNT_NS = 'own-account';
registerCatalog(OWN_ACCOUNT_NS, { en, sv });
