import { lazy, Suspense, useId, useState } from 'react';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import type { AdminQuery } from '../api/query-types.ts';

// The editor (form library, zod) loads on the first Reply or Edit, not with the list (decision 048).
const ResponseEditor = lazy(() =>
  import('./query-response-editor.tsx').then((module) => ({ default: module.ResponseEditor })),
);

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
        <Suspense fallback={<p className="mt-3 text-sm text-slate-600">{t('response.loading')}</p>}>
          <ResponseEditor query={query} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
          {query.response ? t('response.edit') : t('response.open')}
        </Button>
      )}
    </section>
  );
}
