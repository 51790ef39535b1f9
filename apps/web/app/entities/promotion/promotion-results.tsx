import { useFormat } from '../../lib/format.ts';
import { cn } from '../../ui/cn.ts';

type PromotionFigures = { views: number; orders: number; revenue: number };
type Figure = keyof PromotionFigures;

/**
 * A promotion's results, views, orders and revenue, each value over its label: in the admin list,
 * the admin's details and the vendor's card. `label` names a figure in the screen's own texts.
 */
export function PromotionResults({
  promotion,
  label,
  ariaLabel,
  className,
  itemClassName,
  valueClassName = 'font-semibold text-slate-900',
}: {
  promotion: PromotionFigures;
  label: (figure: Figure) => string;
  ariaLabel?: string;
  className: string;
  itemClassName?: string;
  valueClassName?: string;
}) {
  const format = useFormat();
  const figures: [string, string][] = [
    [label('views'), format.count(promotion.views)],
    [label('orders'), format.count(promotion.orders)],
    [label('revenue'), format.money(promotion.revenue)],
  ];
  return (
    <dl aria-label={ariaLabel} className={className}>
      {figures.map(([name, value]) => (
        <div key={name} className={cn('flex flex-col-reverse', itemClassName)}>
          <dt className="text-xs text-slate-600">{name}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
