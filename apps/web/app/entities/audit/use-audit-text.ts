import type { AuditEntry, AuditFieldChange, AuditValue } from '@levera/domain';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { AUDIT_NS } from './catalog.ts';

/** Fields whose values are amounts of money, and calendar dates ('YYYY-MM-DD'). */
const MONEY_FIELDS = new Set([
  'price',
  'minimumOrder',
  'maximumDiscount',
  'deliveryFee',
  'freeDeliveryThreshold',
]);
const DATE_FIELDS = new Set(['startDate', 'endDate']);

/**
 * The audit log in words, in the page's language: who acted, what they did (with from → to and the
 * reason of a status change) and the kind of item. Every action and status has its text in
 * `locales/{en,sv}/audit.json`; an action the catalogue does not know reads "Made a change".
 */
export function useAuditText() {
  const t = useT(AUDIT_NS);
  const format = useFormat();
  /** One value of an edited field in words: a date, an amount, yes or no, a named choice, or as kept. */
  const value = (field: string, kept: AuditValue): string => {
    if (kept === null || kept === '' || (Array.isArray(kept) && kept.length === 0))
      return t('fieldValues.empty');
    if (typeof kept === 'boolean') return t(kept ? 'fieldValues.yes' : 'fieldValues.no');
    if (typeof kept === 'number') return MONEY_FIELDS.has(field) ? format.money(kept) : format.decimal(kept);
    if (Array.isArray(kept)) return kept.map((each) => value(field, each)).join(', ');
    if (DATE_FIELDS.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(kept)) return format.date(kept);
    return t(`fieldValues.${field}.${kept}`, { defaultValue: kept });
  };
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
    /**
     * What an edit changed, one line a field (issue 36 §9g): "Price: 95 kr → 99,50 kr". Values come
     * masked from the log where they name a person; a password only as changed.
     */
    fieldChanges: (entry: AuditEntry): string[] =>
      (entry.changes ?? []).map((change: AuditFieldChange) =>
        change.field === 'password'
          ? t('passwordChanged')
          : t('fieldChange', {
              field: t(`fields.${change.field}`, { defaultValue: change.field }),
              from: value(change.field, change.from),
              to: value(change.field, change.to),
            }),
      ),
    /** The heading of that list. */
    changesLabel: t('changes'),
  };
}
