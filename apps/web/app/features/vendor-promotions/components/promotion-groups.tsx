import { useT } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/format.ts';
import { cn } from '../../../ui/cn.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

export const PROMOTION_GROUPS = ['all', 'active', 'scheduled', 'pending', 'expired'] as const;
export type PromotionGroup = (typeof PROMOTION_GROUPS)[number];

/**
 * The quick groups of SPEC §2 (Active, Pending, Expired, plus All) with their counts; they filter the
 * list. An approved promotion that has not started is Scheduled, not Active (issue 36 §9): a group of
 * its own, counted by the API with the domain's `promotionDisplayStatus`.
 */
export function PromotionGroups({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<PromotionGroup, number>;
  selected: PromotionGroup;
  onSelect: (group: PromotionGroup) => void;
}) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const format = useFormat();
  return (
    <fieldset>
      <legend className="sr-only">{t('list.groupsLabel')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {PROMOTION_GROUPS.map((group) => {
          const isSelected = group === selected;
          return (
            <button
              key={group}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(group)}
              className={cn(
                'flex flex-col items-start rounded-2xl px-4 py-3 text-left ring-1 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                isSelected
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-900 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <span className={cn('text-sm font-medium', isSelected ? 'text-white' : 'text-slate-700')}>
                {t(`list.groups.${group}`)}
              </span>
              <span className="text-2xl font-bold">{format.count(counts[group])}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
