import { BULK_LIMIT } from '@levera/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import type { BulkSelection, SelectableRow } from '../lib/use-bulk-selection.ts';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { ConfirmDialog, type QuestionDialogProps } from './dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** A row's checkbox, and the page's. */
const SELECT_CHECKBOX_CLASS = 'size-6 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700';
/** The bar above the list. */
const BULK_BAR_CLASS =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200';
/** "Select all on this page" with its checkbox. */
const BULK_PAGE_LABEL_CLASS = 'flex items-center gap-2 text-sm font-medium text-slate-800';

// The selection column and the bulk action bar of the admin lists (issue 18 §2, decision 036). Their
// words are the back-office namespace's (`bulk.*`), registered by the back-office layout.

/** The checkbox that selects one row; `label` names the row ("Select Q-2026-000123"). */
export function SelectRowCheckbox({
  selection,
  row,
  label,
  className,
}: {
  selection: BulkSelection;
  row: SelectableRow;
  label: string;
  className?: string;
}) {
  const t = useT('back-office');
  return (
    <input
      type="checkbox"
      aria-label={t('bulk.selectRow', { label })}
      checked={selection.isSelected(row.id)}
      onChange={(event) => selection.toggle(row, event.target.checked)}
      className={cn(SELECT_CHECKBOX_CLASS, className)}
    />
  );
}

/**
 * What the screen asks before a bulk action runs (issue 36 §2, decision 061), worded for the
 * selection: the count in the title, then what happens (who gets an e-mail, what is skipped).
 */
export type BulkConfirmation = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Asks the optional reason a single reject asks (`ReasonDialog`), sent as the request's `reason`. */
  asksReason: boolean;
  /** The confirm button's look: `danger` for what cannot be taken back or says no to someone. */
  tone: 'danger' | 'primary';
};

/** One action of the bar; with `confirmation` (every action that changes a status) it asks first. */
export type BulkActionOption = { value: string; label: string; confirmation?: BulkConfirmation };

/**
 * Above a list: tick the page, select all rows the filters match (across pages), choose one action
 * and apply it to the selection, after a confirmation where the action has one (Cancel sends
 * nothing). `onApply` sends the bulk request (with the reason, if one was asked and given) and hands
 * its answer to `selection.finish`, which BulkResultSummary shows; the dialog closes when it
 * succeeds and stays, with what was typed, when it fails.
 */
export function BulkActionBar({
  selection,
  page,
  total,
  isTotalEstimate = false,
  actions,
  onApply,
  isApplying,
}: {
  selection: BulkSelection;
  page: readonly SelectableRow[];
  total: number;
  /** There are more matches than `total` (decision 068): the offer says "more than". */
  isTotalEstimate?: boolean | undefined;
  actions: readonly BulkActionOption[];
  onApply: (action: string, reason?: string) => Promise<unknown>;
  isApplying: boolean;
}) {
  const t = useT('back-office');
  const format = useFormat();
  const actionId = useId();
  const [action, setAction] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const pageCheckbox = useRef<HTMLInputElement>(null);
  const chosen = actions.find((option) => option.value === action);
  const confirmation = chosen?.confirmation;

  const apply = async (reason?: string) => {
    if (!chosen) return;
    try {
      await onApply(chosen.value, reason);
      setConfirming(false);
    } catch {
      // The request's failure toast is the API client's; the dialog stays open as it was.
    }
  };

  const selectedOnPage = page.filter((row) => selection.isSelected(row.id)).length;
  const isPageSelected = page.length > 0 && selectedOnPage === page.length;
  useEffect(() => {
    if (pageCheckbox.current) pageCheckbox.current.indeterminate = selectedOnPage > 0 && !isPageSelected;
  }, [selectedOnPage, isPageSelected]);

  const canSelectAllMatching =
    isPageSelected && total > page.length && selection.allMatchingTotal === null && selection.count < total;

  return (
    <div role="toolbar" aria-label={t('bulk.toolbar')} className={BULK_BAR_CLASS}>
      <label className={BULK_PAGE_LABEL_CLASS}>
        <input
          ref={pageCheckbox}
          type="checkbox"
          checked={isPageSelected}
          disabled={page.length === 0}
          onChange={(event) => selection.setPage(page, event.target.checked)}
          className={SELECT_CHECKBOX_CLASS}
        />
        {t('bulk.selectPage')}
      </label>
      <p className="text-sm text-slate-700" aria-live="polite">
        {selection.allMatchingTotal !== null
          ? t('bulk.allMatchingSelected', {
              count: selection.count,
              formatted: format.count(selection.count),
              total: format.count(selection.allMatchingTotal),
            })
          : selection.count > 0 &&
            t('bulk.selected', { count: selection.count, formatted: format.count(selection.count) })}
      </p>
      {canSelectAllMatching && (
        <Button
          variant="ghost"
          size="sm"
          isLoading={selection.isSelectingAll}
          disabled={selection.isSelectingAll}
          onClick={() => void selection.selectAllMatching()}
        >
          {total > BULK_LIMIT
            ? t(isTotalEstimate ? 'bulk.selectFirstMatchingAbout' : 'bulk.selectFirstMatching', {
                limit: format.count(BULK_LIMIT),
                total: format.count(total),
              })
            : t('bulk.selectAllMatching', { total: format.count(total) })}
        </Button>
      )}
      {selection.count > 0 && (
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <label htmlFor={actionId} className="sr-only">
            {t('bulk.action')}
          </label>
          <select
            id={actionId}
            value={action}
            onChange={(event) => setAction(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <option value="">{t('bulk.chooseAction')}</option>
            {actions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={!chosen || isApplying}
            isLoading={isApplying}
            onClick={() => (confirmation ? setConfirming(true) : void apply())}
          >
            {isApplying
              ? t('bulk.applying')
              : t('bulk.apply', { count: selection.count, formatted: format.count(selection.count) })}
          </Button>
          <Button variant="ghost" size="sm" disabled={isApplying} onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        </div>
      )}
      {confirmation && (
        <BulkConfirmDialog
          confirmation={confirmation}
          open={isConfirming}
          onOpenChange={setConfirming}
          isPending={isApplying}
          onConfirm={(reason) => void apply(reason)}
        />
      )}
    </div>
  );
}

/** The chosen action's question: with the optional reason where it asks one, else confirm or cancel. */
function BulkConfirmDialog({
  confirmation: { asksReason, cancelLabel, tone, ...question },
  onConfirm,
  ...dialog
}: Omit<QuestionDialogProps, keyof BulkConfirmation> & {
  confirmation: BulkConfirmation;
  onConfirm: (reason?: string) => void;
}) {
  return asksReason ? (
    <ReasonDialog {...dialog} {...question} onConfirm={onConfirm} />
  ) : (
    <ConfirmDialog
      {...dialog}
      {...question}
      cancelLabel={cancelLabel}
      tone={tone}
      onConfirm={() => onConfirm()}
    />
  );
}

/**
 * The outcome of the last bulk action: the counts, and each skipped item with its reason. Rendered
 * where the list's changes cannot remove it (the rows may all leave a filtered list).
 */
export function BulkResultSummary({ selection }: { selection: BulkSelection }) {
  const t = useT('back-office');
  const format = useFormat();
  const { result } = selection;
  const skipped = result ? result.answer.results.filter((item) => item.outcome === 'skipped') : [];
  // The live region is always there, so what appears in it is read out.
  return (
    <div role="status" aria-atomic="true">
      {result && (
        <div
          className={cn(
            'mt-3 flex flex-col gap-2 rounded-xl px-4 py-3 text-sm ring-1',
            skipped.length > 0 ? 'bg-amber-50 ring-amber-200' : 'bg-brand-50 ring-brand-200',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">
              {t('bulk.summary', {
                done: t('bulk.done', {
                  count: result.answer.done,
                  formatted: format.count(result.answer.done),
                }),
                skipped: t('bulk.skipped', {
                  count: result.answer.skipped,
                  formatted: format.count(result.answer.skipped),
                }),
              })}
            </p>
            <Button variant="ghost" size="sm" onClick={selection.dismissResult}>
              {t('bulk.dismiss')}
            </Button>
          </div>
          {skipped.length > 0 && (
            <>
              <p className="text-slate-800">{t('bulk.skippedHeading')}</p>
              <ul className="flex max-h-60 list-disc flex-col gap-1 overflow-y-auto pl-5 text-slate-800">
                {skipped.map((item) => (
                  <li key={item.id}>
                    <span className="font-medium">{result.labels.get(item.id) ?? item.id}</span>
                    {' – '}
                    {item.outcome === 'skipped' && item.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
