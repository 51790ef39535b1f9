import type { QueryStatus, VendorQueryStatus } from '@levera/domain';
import { useT } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { QUERY_NS } from './catalog.ts';
import { QUERY_STATUS_TONES } from './query-status-tones.ts';

/** A query's status, named as such for screen readers. */
export function QueryStatusBadge({ status }: { status: QueryStatus | VendorQueryStatus }) {
  const t = useT(QUERY_NS);
  return (
    <Badge tone={QUERY_STATUS_TONES[status]}>
      <span className="sr-only">{t('statusLabel')}: </span>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The text of a query status, e.g. in a filter or an action's name. */
export function useQueryStatusText(): (status: QueryStatus | VendorQueryStatus) => string {
  const t = useT(QUERY_NS);
  return (status) => t(`status.${status}`);
}

/** The text of a vendor query's category; a category this build does not know shows as sent. */
export function useQueryCategoryText(): (category: string) => string {
  const t = useT(QUERY_NS);
  return (category) => t(`categories.${category}`, { defaultValue: category });
}

/** A vendor query's category, named as such for screen readers. */
export function QueryCategoryBadge({ category }: { category: string }) {
  const t = useT(QUERY_NS);
  const categoryText = useQueryCategoryText();
  return (
    <Badge tone="neutral">
      <span className="sr-only">{t('categoryLabel')}: </span>
      {categoryText(category)}
    </Badge>
  );
}
