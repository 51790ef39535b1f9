import type { AuditEntry } from '@levera/domain';
import { useT } from '../../lib/i18n.ts';
import { AUDIT_NS } from './catalog.ts';

/**
 * The audit log in words, in the page's language: who acted, what they did (with from → to and the
 * reason of a status change) and the kind of item. Every action and status has its text in
 * `locales/{en,sv}/audit.json`; an action the catalogue does not know reads "Made a change".
 */
export function useAuditText() {
  const t = useT(AUDIT_NS);
  const status = (entry: AuditEntry, value: string) =>
    t(`statuses.${entry.entity}.${value}`, { defaultValue: value });
  return {
    entity: (entity: AuditEntry['entity']) => t(`entities.${entity}`),
    action: (entry: AuditEntry) => t(`actions.${entry.action}`, { defaultValue: t('actions.unknown') }),
    actor: (entry: AuditEntry) =>
      entry.actor.name ??
      {
        applicant: t('actors.applicant'),
        vendor: t('actors.unknownVendor'),
        admin: t('actors.unknownAdmin'),
        // The service itself: the retention job (decision 060).
        system: t('actors.system'),
      }[entry.actor.role],
    /** "Pending → Approved", or null when the entry is no status change. */
    change: (entry: AuditEntry) =>
      entry.from && entry.to
        ? t('change', { from: status(entry, entry.from), to: status(entry, entry.to) })
        : null,
    reason: (entry: AuditEntry) => (entry.reason ? t('reason', { reason: entry.reason }) : null),
  };
}
