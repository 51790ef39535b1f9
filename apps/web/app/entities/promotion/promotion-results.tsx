import { useFormat } from '../../lib/format.ts';

type PromotionFigures = { views: number; orders: number; revenue: number };
type Figure = keyof PromotionFigures;

// The figures' look where they stand: a compact strip in the admin list, a panel in the details and on the card.
// The strip takes three columns from 400 px: beside the list's checkbox, a revenue such as
// 'SEK 38,420.50' (no break in it) overflowed a 375 px screen.
const LOOKS = {
  listRow: {
    list: 'grid grid-cols-1 gap-2 text-center text-sm min-[400px]:grid-cols-3',
    item: 'flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-1.5',
    value: 'font-semibold text-slate-900',
  },
  details: {
    list: 'grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center',
    item: 'flex flex-col-reverse',
    value: 'font-semibold text-slate-900',
  },
  card: {
    list: 'grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-3 text-center min-[360px]:grid-cols-3',
    item: 'flex flex-col-reverse',
    value: 'text-base font-semibold text-slate-900',
  },
} as const;

/**
 * A promotion's results, views, orders and revenue, each value over its label: in the admin list,
 * the admin's details and the vendor's card. `label` names a figure in the screen's own texts.
 */
export function PromotionResults(props: {
  promotion: PromotionFigures;
  label: (figure: Figure) => string;
  ariaLabel?: string;
  look: keyof typeof LOOKS;
}) {
  const { promotion, label } = props;
  const look = LOOKS[props.look];
  const format = useFormat();
  const figures: [string, string][] = [
    [label('views'), format.count(promotion.views)],
    [label('orders'), format.count(promotion.orders)],
    [label('revenue'), format.money(promotion.revenue)],
  ];
  return (
    <dl aria-label={props.ariaLabel} className={look.list}>
      {figures.map(([name, value]) => (
        <div key={name} className={look.item}>
          <dt className="text-xs text-slate-600">{name}</dt>
          <dd className={look.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
