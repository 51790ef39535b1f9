import en from '../../../locales/en/home.json';
import sv from '../../../locales/sv/home.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of Home: its route and its islands (the active offers) register them (decision 047). */
export const HOME_NS = 'home';
registerCatalog(HOME_NS, { en, sv });
