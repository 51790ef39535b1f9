import { type QueryResponse, QueryResponseSchema } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { TextareaField } from '../../../ui/field.tsx';
import type { AdminQuery } from '../api/query-types.ts';
import { useSaveQueryResponse } from '../api/save-query-response.ts';

const RESPONSE_MAX = 2000;

// Loaded when the admin first opens a reply box (query-response-form.tsx): it brings the form library
// and zod, which the list does not need to show its rows (decision 048).

/** The reply box itself: the text, its length against the limit, Cancel and Send. */
export function ResponseEditor({ query, onDone }: { query: AdminQuery; onDone: () => void }) {
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
