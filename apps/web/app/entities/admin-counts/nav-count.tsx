import type { AdminCounts } from '@levera/domain';
import { useT } from '../../lib/i18n.ts';
import { useAdminCounts } from './admin-counts.ts';
import { ADMIN_COUNTS_NS } from './catalog.ts';

/** Which count a navigation entry shows: what waits for the admin on that screen. */
const COUNT_OF = {
  queries: (counts: AdminCounts) => ({ count: counts.queries.unread, text: 'nav.unread' }),
  partners: (counts: AdminCounts) => ({ count: counts.partners.pending, text: 'nav.pending' }),
  promotions: (counts: AdminCounts) => ({ count: counts.promotions.pending, text: 'nav.pending' }),
} as const;

/**
 * The number beside a navigation entry (issue 17 §2), live: unread queries, applications and
 * promotions waiting for review. Nothing when there are none (or before the first answer). Screen
 * readers hear it as part of the link's name ("Queries, 3 unread").
 */
export function NavCount({ of }: { of: keyof typeof COUNT_OF }) {
  const t = useT(ADMIN_COUNTS_NS);
  const counts = useAdminCounts().data;
  if (!counts) return null;
  const { count, text } = COUNT_OF[of](counts);
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{`, ${t(text, { count })}`}</span>
    </>
  );
}
