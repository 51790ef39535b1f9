import { type QueryResponse, QueryResponseSchema } from '@levera/domain';
import { useId, useState } from 'react';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { TextareaField } from '../../../ui/field.tsx';
import type { AdminQuery } from '../api/query-types.ts';
import { useSaveQueryResponse } from '../api/save-query-response.ts';

const RESPONSE_MAX = 2000;

/**
 * The reply box of a vendor query; the vendor reads this text on its Raise query page. A sent reply
 * is shown as text with an Edit button; the box opens on demand so the list stays scannable.
 */
export function QueryResponseForm({ query }: { query: AdminQuery }) {
  const t = useT('admin-queries');
  const format = useFormat();
  const [isEditing, setEditing] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('response.heading')}
      </h4>
      {query.response && !isEditing && (
        <div className="mt-2">
          {query.respondedAt && (
            <p className="text-xs text-slate-600">
              {t('response.sentAt', { date: format.dateTime(query.respondedAt) })}
            </p>
          )}
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-sm text-slate-900">{query.response}</p>
        </div>
      )}
      {isEditing ? (
        <ResponseEditor query={query} onDone={() => setEditing(false)} />
      ) : (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
          {query.response ? t('response.edit') : t('response.open')}
        </Button>
      )}
    </section>
  );
}

function ResponseEditor({ query, onDone }: { query: AdminQuery; onDone: () => void }) {
  const t = useT('admin-queries');
  const message = useMessage();
  const save = useSaveQueryResponse();
  const form = useSchemaForm<QueryResponse>(QueryResponseSchema, {
    defaultValues: { response: query.response ?? '' },
    // Checked on send (an empty box the admin merely tabbed through is not an error yet).
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const length = form.watch('response')?.length ?? 0;

  const onSubmit = form.handleSubmit(async ({ response }) => {
    try {
      await save.mutateAsync({ id: query.id, response });
      onDone();
    } catch (error) {
      // Field messages arrive translated; the error toast already told the rest.
      placeServerFieldErrors(error, form.setError, ['response']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <TextareaField
        label={t('response.label')}
        hint={t('response.hint')}
        rows={4}
        autoFocus
        error={message(errors.response?.message)}
        {...form.register('response')}
      />
      <p
        className={
          length > RESPONSE_MAX ? 'mt-1 text-xs font-semibold text-red-700' : 'mt-1 text-xs text-slate-600'
        }
      >
        {t('response.characters', { count: length, max: RESPONSE_MAX })}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('response.cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          {save.isPending ? t('response.saving') : query.response ? t('response.update') : t('response.save')}
        </Button>
      </div>
    </form>
  );
}
