import type { AuditEntity } from '@levera/domain';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/locale.ts';
import { paths } from '../../lib/paths.ts';
import { Loader } from '../../ui/loader.tsx';
import { ErrorState } from '../../ui/states.tsx';
import { useAuditPage } from './audit-api.ts';
import { AuditFieldChanges } from './audit-field-changes.tsx';
import { AUDIT_NS } from './catalog.ts';
import { useAuditText } from './use-audit-text.ts';

/** How many entries a details view shows; older ones are on the Activity screen. */
export const ITEM_HISTORY_SIZE = 20;

/**
 * The history of one item (issue 18 §4), newest first: who did what and when, with from → to and
 * the reason of a status change. One component for the application, query, promotion and vendor
 * account details. `version` is the item's last change: when it moves, the history is read again.
 */
export function ItemHistory({
  entity,
  entityId,
  version,
}: {
  entity: AuditEntity;
  entityId: string;
  version?: string;
}) {
  const t = useT(AUDIT_NS);
  const text = useAuditText();
  const format = useFormat();
  const { locale } = useLocale();
  const history = useAuditPage({ entity, entityId, pageSize: ITEM_HISTORY_SIZE }, version);
  const headingId = `history-${entityId}`;
  const entries = history.data?.data ?? [];
  const older = (history.data?.total ?? 0) - entries.length;

  return (
    <section aria-labelledby={headingId} aria-busy={history.isFetching || undefined}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('history.title')}
      </h3>
      {history.isPending ? (
        <Loader variant="compact" size="small" message={t('history.loading')} />
      ) : history.isError && !history.data ? (
        <ErrorState message={t('history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
          {entries.map((entry) => {
            const change = text.change(entry);
            const reason = text.reason(entry);
            return (
              <li key={entry.id} className="text-sm">
                <span className="font-medium text-slate-900">{text.action(entry)}</span>
                {entry.subject && <span className="text-slate-800 wrap-anywhere">: {entry.subject}</span>}
                {change && <span className="text-slate-800">: {change}</span>}
                {reason && <span className="block text-slate-700 wrap-anywhere">{reason}</span>}
                <AuditFieldChanges entry={entry} />
                <span className="block text-xs text-slate-600">
                  {text.actor(entry)} · <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {older > 0 && (
        <p className="mt-2 text-sm">
          <Link
            className="font-medium text-brand-700 underline"
            to={`${paths.admin.activity(locale)}?${new URLSearchParams({ entity, entityId })}`}
          >
            {t('history.more', { count: older })}
          </Link>
        </p>
      )}
    </section>
  );
}
