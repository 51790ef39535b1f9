import en from '../../../locales/en/audit.json';
import sv from '../../../locales/sv/audit.json';
import { registerCatalog } from '../../lib/i18n.ts';

/** The words of the audit log, in one place: actions, kinds of item, statuses (decision 037). */
export const AUDIT_NS = 'audit';
registerCatalog(AUDIT_NS, { en, sv });
