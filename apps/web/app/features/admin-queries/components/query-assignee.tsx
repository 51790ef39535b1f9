import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { useAssignQuery, useOwnAdminId } from '../api/assign-query.ts';
import type { AdminQuery } from '../api/query-types.ts';

/** Who has the query, and "Take it" (or "Let go" of one's own): issue 37 §3. */
export function QueryAssignee({ query }: { query: AdminQuery }) {
  const t = useT('admin-queries');
  const ownId = useOwnAdminId();
  const assign = useAssignQuery();
  const isMine = Boolean(ownId && query.assignee?.id === ownId);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>
        {query.assignee
          ? t('assignee.assigned', { name: isMine ? t('assignee.you') : query.assignee.name })
          : t('assignee.nobody')}
      </span>
      {ownId &&
        (isMine ? (
          <Button
            size="sm"
            variant="ghost"
            className="border border-slate-300"
            isLoading={assign.isPending}
            onClick={() => assign.mutate({ id: query.id, adminId: null })}
          >
            {t('assignee.release')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            isLoading={assign.isPending}
            onClick={() => assign.mutate({ id: query.id, adminId: ownId })}
          >
            {t('assignee.take')}
          </Button>
        ))}
    </div>
  );
}
