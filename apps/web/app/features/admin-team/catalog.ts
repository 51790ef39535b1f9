import en from '../../../locales/en/admin-team.json';
import sv from '../../../locales/sv/admin-team.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of the owner's Team screen (issue 33 §2, §6). */
export const ADMIN_TEAM_NS = 'admin-team';
registerCatalog(ADMIN_TEAM_NS, { en, sv });
