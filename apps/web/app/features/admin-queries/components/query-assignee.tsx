import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { type Assignee, useAssignQuery, useOwnAdminId, useQueryAssignees } from '../api/assign-query.ts';
import type { AdminQuery } from '../api/query-types.ts';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

/** Who has the query, "Take it" (or "Let go" of one's own), and giving it to someone else: issue 37 §3. */
export function QueryAssignee({ query }: { query: AdminQuery }) {
  const t = useT(ADMIN_QUERIES_NS);
  const ownId = useOwnAdminId();
  const assignees = useQueryAssignees();
  const assign = useAssignQuery();
  const isMine = Boolean(ownId && query.assignee?.id === ownId);
  /** The button releases what is mine, or takes it. */
  const nextAssignee = isMine ? null : (ownId ?? null);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-x-3 gap-y-2 text-sm text-slate-700">
      <span className="self-end pb-2">
        {query.assignee
          ? t('assignee.assigned', { name: isMine ? t('assignee.you') : query.assignee.name })
          : t('assignee.nobody')}
      </span>
      {ownId && (
        <Button
          size="sm"
          variant={isMine ? 'ghost' : 'secondary'}
          className={isMine ? 'border border-slate-300' : undefined}
          isLoading={assign.isPending && assign.variables?.adminId === nextAssignee}
          onClick={() => assign.mutate({ id: query.id, adminId: nextAssignee })}
        >
          {t(isMine ? 'assignee.release' : 'assignee.take')}
        </Button>
      )}
      {assignees && assignees.length > 1 && (
        <AssignToForm
          key={query.assignee?.id ?? 'none'}
          query={query}
          assignees={assignees}
          ownId={ownId}
          isSaving={assign.isPending}
          onAssign={(adminId) => assign.mutate({ id: query.id, adminId })}
        />
      )}
    </div>
  );
}

/** "Assign to" a named admin (or nobody): a choice and a button, so choosing alone changes nothing. */
function AssignToForm({
  query,
  assignees,
  ownId,
  isSaving,
  onAssign,
}: {
  query: AdminQuery;
  assignees: Assignee[];
  ownId: string | undefined;
  isSaving: boolean;
  onAssign: (adminId: string | null) => void;
}) {
  const t = useT(ADMIN_QUERIES_NS);
  const fieldId = useId();
  const current = query.assignee?.id ?? '';
  const [chosen, setChosen] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== current) onAssign(chosen || null);
  };
  return (
    <form className="flex items-end gap-2" onSubmit={submit}>
      <SelectField
        id={fieldId}
        label={t('assignee.assignTo')}
        className="w-48"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={[
          { value: '', label: t('assignee.toNobody') },
          ...assignees.map((admin) => ({
            value: admin.id,
            label: admin.id === ownId ? t('assignee.namedYou', { name: admin.name }) : admin.name,
          })),
        ]}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={chosen === current} isLoading={isSaving}>
        {t('assignee.assign')}
      </Button>
    </form>
  );
}
