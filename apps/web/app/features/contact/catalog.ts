import en from '../../../locales/en/contact.json';
import sv from '../../../locales/sv/contact.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of Contact us: its route and the form's island register them (decision 047). */
export const CONTACT_NS = 'contact';
registerCatalog(CONTACT_NS, { en, sv });
