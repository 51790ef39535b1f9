import type { AuditEntry } from '@levera/domain';
import { useAuditText } from './use-audit-text.ts';

/**
 * What an edit changed, field by field, old → new (issue 36 §9g): under an entry of the Activity
 * screen and of an item's history. Nothing for entries that changed no field.
 */
export function AuditFieldChanges({ entry }: { entry: AuditEntry }) {
  const text = useAuditText();
  const lines = text.fieldChanges(entry);
  if (lines.length === 0) return null;
  return (
    <ul aria-label={text.changesLabel} className="mt-0.5 flex flex-col text-slate-700">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one line per changed field, in a fixed order
        <li key={index} className="wrap-anywhere">
          {line}
        </li>
      ))}
    </ul>
  );
}
