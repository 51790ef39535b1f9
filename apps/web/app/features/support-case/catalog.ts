import en from '../../../locales/en/support-case.json';
import sv from '../../../locales/sv/support-case.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The texts of a support case's page (issue 37). */
export const SUPPORT_CASE_NS = 'support-case';
registerCatalog(SUPPORT_CASE_NS, { en, sv });
