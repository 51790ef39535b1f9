import en from '../../../locales/en/menu.json';
import sv from '../../../locales/sv/menu.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The words of a menu as the admin and the vendor both see it (issue 19 §2). */
export const MENU_NS = 'menu';
registerCatalog(MENU_NS, { en, sv });
