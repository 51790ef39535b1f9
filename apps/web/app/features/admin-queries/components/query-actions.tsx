import type { QueryStatus } from '@levera/domain';
import { useQueryStatusText } from '../../../entities/query/query-badges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import type { AdminQuery } from '../api/query-types.ts';
import type { QueryStatusChange } from '../api/update-query-status.ts';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

// The forward moves the admin can make, in the order of the workflow (DESIGN.md §5).
const MOVES = ['inProgress', 'resolved', 'closed'] as const satisfies readonly QueryStatus[];

/** What a query's card and its actions are given: the query, whether a change of it is under way, and the changes. */
export type QueryHandling = {
  query: AdminQuery;
  isBusy: boolean;
  onMarkRead: (id: string) => void;
  onChangeStatus: (change: QueryStatusChange) => void;
};

/** Mark as read, in progress, resolved, closed and revert: each shown only when it is legal now. */
export function QueryActions({ query, isBusy, onMarkRead, onChangeStatus }: QueryHandling) {
  const t = useT(ADMIN_QUERIES_NS);
  const statusText = useQueryStatusText();
  const moves = MOVES.filter((status) => query.nextStatuses.includes(status));
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('actions.label', { caseNumber: query.caseNumber })}</legend>
      {!query.isRead && (
        <Button size="sm" onClick={() => onMarkRead(query.id)} disabled={isBusy}>
          <span aria-hidden="true">✓</span>
          {t('actions.markRead')}
        </Button>
      )}
      {moves.map((status) => (
        <Button
          key={status}
          size="sm"
          variant="secondary"
          disabled={isBusy}
          onClick={() => onChangeStatus({ id: query.id, expectedStatus: query.status, status })}
        >
          {t(`actions.${status}`)}
        </Button>
      ))}
      {query.revertTarget && (
        <Button
          size="sm"
          variant="ghost"
          disabled={isBusy}
          onClick={() => onChangeStatus({ id: query.id, expectedStatus: query.status, action: 'revert' })}
          className="border border-dashed border-slate-300"
        >
          <span aria-hidden="true">↶</span>
          {t('actions.revert', { status: statusText(query.revertTarget) })}
        </Button>
      )}
    </fieldset>
  );
}
