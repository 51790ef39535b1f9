import type { PromotionItemAnswer } from '@levera/domain';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { PROMOTION_NS } from './catalog.ts';

/**
 * The menu items a promotion applies to (issue 19 §3), in the vendor's order: name, category and
 * price while on the menu; an item removed since stays named and is marked. A promotion stored
 * before items could be chosen has only a count (decision 042) and says so.
 */
export function PromotionItemList({
  items,
  itemCount,
  label,
}: {
  items: readonly PromotionItemAnswer[];
  itemCount: number | null;
  label: string;
}) {
  const t = useT(PROMOTION_NS);
  const format = useFormat();
  if (items.length === 0) {
    return <p className="text-sm text-slate-600">{t('items.notNamed', { count: itemCount ?? 0 })}</p>;
  }
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
    >
      {items.map((item, index) => (
        <li
          key={item.id ?? `removed-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2"
        >
          <span className="min-w-0 wrap-anywhere font-medium text-slate-900">{item.name}</span>
          {item.onMenu ? (
            <span className="text-slate-600">
              {[item.category, item.price === undefined ? '' : format.money(item.price)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : (
            <Badge tone="warning">{t('items.noLongerOnMenu')}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
