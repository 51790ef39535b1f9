import type { ComponentProps, ReactNode } from 'react';
import { Loader } from './loader.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyState, ErrorState } from './states.tsx';

/**
 * A paged back-office list: its heading and total, then the loader, the failed load with Retry, the
 * empty state or the rows, and under them the pages. `isBusy` marks the section busy while a page
 * loads; `isTotalAnnounced` reads a changed total out to screen readers.
 */
export function PagedListSection({
  id,
  heading,
  totalText,
  isTotalAnnounced = false,
  isBusy,
  isPending,
  isError,
  onRetry,
  loadingMessage,
  loadFailedMessage,
  isEmpty,
  empty,
  children,
  pagination,
}: {
  id: string;
  heading: string;
  /** Shown once the list has loaded. */
  totalText: string | null;
  isTotalAnnounced?: boolean;
  isBusy?: boolean;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  loadingMessage: string;
  loadFailedMessage: string;
  isEmpty: boolean;
  empty: { title: string; text: string };
  children: ReactNode;
  pagination: ComponentProps<typeof Pagination>;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} aria-busy={isBusy || undefined}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        {totalText !== null && (
          <p className="text-sm text-slate-600" aria-live={isTotalAnnounced ? 'polite' : undefined}>
            {totalText}
          </p>
        )}
      </div>
      {isPending ? (
        <Loader message={loadingMessage} />
      ) : isError ? (
        <ErrorState message={loadFailedMessage} onRetry={onRetry} />
      ) : isEmpty ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        children
      )}
      <Pagination {...pagination} />
    </section>
  );
}
