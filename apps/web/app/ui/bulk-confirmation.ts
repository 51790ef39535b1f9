import type { TFunction } from '../lib/i18n.ts';
import type { BulkActionOption, BulkConfirmation } from './bulk-action-bar.tsx';

/** A count for a message: the number for the plural, and as the page writes it. */
type Counted = { count: number; formatted: string };

/**
 * What a bulk action will do to the selection, asked before it runs (issue 36 §2), from the
 * screen's catalogue: `lead` (what the action means, when it needs saying), whether it e-mails and
 * how many (`bulkConfirm.emails` or `bulkConfirm.noEmail`), that it asks a reason
 * (`bulkConfirm.reason`), and how many selected rows it skips because their status does not allow
 * it (`bulkConfirm.skipped`).
 */
export function bulkConfirmation({
  t,
  formatCount,
  items,
  canApply,
  effect,
  lead,
  title,
  confirmLabel,
  cancelLabel,
  tone,
}: {
  t: TFunction;
  formatCount: (count: number) => string;
  /** The selected rows, each with the status it was shown with. */
  items: { expectedStatus: string }[];
  canApply: (status: string) => boolean;
  effect: { emails: boolean; asksReason: boolean };
  lead?: string | false;
  /** The question, given how many rows are selected. */
  title: (selected: Counted) => string;
  confirmLabel: string;
  cancelLabel: string;
  tone: BulkConfirmation['tone'];
}): BulkConfirmation {
  const counted = (count: number): Counted => ({ count, formatted: formatCount(count) });
  const changing = items.filter((item) => canApply(item.expectedStatus)).length;
  const sentences = [
    lead,
    effect.emails && changing > 0 ? t('bulkConfirm.emails', counted(changing)) : t('bulkConfirm.noEmail'),
    effect.asksReason && t('bulkConfirm.reason'),
    items.length > changing && t('bulkConfirm.skipped', counted(items.length - changing)),
  ];
  return {
    title: title(counted(items.length)),
    description: sentences.filter(Boolean).join(' '),
    confirmLabel,
    cancelLabel,
    asksReason: effect.asksReason,
    tone,
  };
}

/**
 * The bulk bar's options (BulkActionBar's `actions`): each action labelled by `label`, asking
 * `confirmationOf` first where that gives a confirmation.
 */
export function bulkActionOptions<A extends string>(
  actions: readonly A[],
  label: (action: A) => string,
  confirmationOf: (action: A) => BulkConfirmation | undefined,
): BulkActionOption[] {
  return actions.map((action) => ({
    value: action,
    label: label(action),
    confirmation: confirmationOf(action),
  }));
}
