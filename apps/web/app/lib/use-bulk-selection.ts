import type { BulkAnswer, BulkTarget, BulkTargetsAnswer } from '@levera/domain';
import { useState } from 'react';

/** A row as a bulk action needs it: its id, the status the screen shows, and what names it. */
export type SelectableRow = BulkTarget;

/**
 * A bulk request's body as the screen sends it: the statuses are those the screen was given (the
 * server checks them against its own state machine).
 */
export type BulkRequest<Action extends string> = {
  action: Action;
  items: { id: string; expectedStatus: string }[];
  /** The optional reason of a reject, given to every item (issue 36 §2). */
  reason?: string | undefined;
};

/** The last bulk action's answer, with the names of its items (a skipped one may be on another page). */
export type BulkResult = { answer: BulkAnswer; labels: ReadonlyMap<string, string> };

const NOTHING: ReadonlyMap<string, SelectableRow> = new Map();

/**
 * The rows an admin list has selected for a bulk action (decision 036): ticked one by one, the whole
 * page, or all rows the filters match (`fetchMatching`, GET /{resource}/ids). The selection keeps
 * across pages and starts again when the filters change (`scope`: the filters, search and tab, not
 * the page). Each row keeps the status it was shown with: the bulk request sends it as the item's
 * `expectedStatus`, so a row another admin has changed since is skipped, not overwritten.
 */
export function useBulkSelection({
  scope,
  fetchMatching,
}: {
  scope: string;
  fetchMatching: () => Promise<BulkTargetsAnswer>;
}) {
  const [state, setState] = useState<{ scope: string; rows: ReadonlyMap<string, SelectableRow> }>({
    scope,
    rows: NOTHING,
  });
  const [matching, setMatching] = useState<{ scope: string; total: number } | null>(null);
  const [isSelectingAll, setSelectingAll] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  const rows = state.scope === scope ? state.rows : NOTHING;
  const allMatchingTotal = matching?.scope === scope ? matching.total : null;

  const change = (update: (next: Map<string, SelectableRow>) => void) => {
    setState((current) => {
      const next = new Map(current.scope === scope ? current.rows : NOTHING);
      update(next);
      return { scope, rows: next };
    });
    setMatching(null);
  };

  return {
    count: rows.size,
    /** The total of the filters when every matching row was selected at once (until a change). */
    allMatchingTotal,
    isSelectingAll,
    result,
    isSelected: (id: string) => rows.has(id),
    toggle: (row: SelectableRow, selected: boolean) =>
      change((next) => {
        if (selected) next.set(row.id, row);
        else next.delete(row.id);
      }),
    /** Ticks or unticks every row of the page shown. */
    setPage: (page: readonly SelectableRow[], selected: boolean) =>
      change((next) => {
        for (const row of page) {
          if (selected) next.set(row.id, row);
          else next.delete(row.id);
        }
      }),
    /** Selects every row the filters match (at most the bulk limit), as the server lists them now. */
    selectAllMatching: async () => {
      setSelectingAll(true);
      try {
        const answer = await fetchMatching();
        setState({ scope, rows: new Map(answer.data.map((row) => [row.id, row])) });
        setMatching({ scope, total: answer.total });
      } finally {
        setSelectingAll(false);
      }
    },
    clear: () => change((next) => next.clear()),
    /** The items of the bulk request: each selected row with the status it was shown with. */
    items: () => [...rows.values()].map((row) => ({ id: row.id, expectedStatus: row.status })),
    /** Shows the answer of a bulk action and starts a new selection. */
    finish: (answer: BulkAnswer) => {
      setResult({ answer, labels: new Map([...rows.values()].map((row) => [row.id, row.label])) });
      setState({ scope, rows: NOTHING });
      setMatching(null);
    },
    dismissResult: () => setResult(null),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
