import { QueryCaseStamp } from '../../../entities/query/query-case-stamp.tsx';
import { QueryCategoryBadge, QueryStatusBadge } from '../../../entities/query/query-badges.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { cn } from '../../../ui/cn.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { EmptyState, ErrorState } from '../../../ui/states.tsx';
import { useVendorQueries } from '../api/list-vendor-queries.ts';
import type { VendorOwnQuery } from '../api/vendor-query-types.ts';
import { VendorQueryConversation } from './vendor-query-conversation.tsx';
import { VENDOR_QUERIES_NS } from '../catalog.ts';

/** The vendor's previous queries with their status (pending, in progress, resolved) and our response. */
export function VendorQueryList() {
  const t = useT(VENDOR_QUERIES_NS);
  // The page lives in the address (issue 15).
  const params = useListParams();
  const list = useVendorQueries(params.page);

  if (list.isPending || (list.isError && list.isFetching)) return <Loader variant="queries" />;
  if (list.isError) {
    return <ErrorState message={t('list.loadFailed')} onRetry={() => void list.refetch()} />;
  }
  if (list.data.data.length === 0)
    return <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  return (
    <>
      <ul
        aria-label={t('list.heading')}
        aria-busy={list.isPlaceholderData || undefined}
        className={cn('flex flex-col gap-3', list.isPlaceholderData && 'opacity-60')}
      >
        {list.data.data.map((query) => (
          <VendorQueryItem key={query.id} query={query} />
        ))}
      </ul>
      <Pagination
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPageChange={(next) => params.update({ page: next })}
        label={t('pagination.navigation')}
      />
    </>
  );
}

function VendorQueryItem({ query }: { query: VendorOwnQuery }) {
  const t = useT(VENDOR_QUERIES_NS);
  const format = useFormat();
  const headingId = `vendor-query-${query.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="vendor-query"
        data-case-number={query.caseNumber}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <QueryStatusBadge status={query.status} />
          {query.category && <QueryCategoryBadge category={query.category} />}
          <QueryCaseStamp
            query={query}
            sentText={t('list.sentAt', { date: format.dateTime(query.createdAt) })}
          />
        </div>
        <h3 id={headingId} className="mt-3 font-semibold text-slate-900 wrap-anywhere">
          {query.subject}
        </h3>
        <ExpandableText
          text={query.message}
          labels={{ more: t('list.showMore'), less: t('list.showLess') }}
          className="mt-2 text-sm"
        />
        <div
          className={cn(
            'mt-4 rounded-lg p-3 text-sm',
            query.response ? 'border-l-4 border-brand-600 bg-brand-50' : 'bg-slate-50 text-slate-600',
          )}
        >
          {query.response ? (
            <>
              <h4 className="font-semibold text-brand-900">{t('list.response')}</h4>
              {query.respondedAt && (
                <p className="text-xs text-slate-600">
                  {t('list.respondedAt', { date: format.dateTime(query.respondedAt) })}
                </p>
              )}
              <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-900">{query.response}</p>
            </>
          ) : (
            <p>{t('list.noResponse')}</p>
          )}
        </div>
        <VendorQueryConversation query={query} />
      </article>
    </li>
  );
}
