import { PROMOTION_STATUSES } from '@levera/domain';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePromotionStats } from '../api/get-promotion-stats.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';

/** Counts by status, total views, orders and revenue (SPEC §2 "Promotions: stats"). */
export function PromotionStatsPanel() {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const text = usePromotionText();
  const { format } = text;
  const stats = usePromotionStats();
  if (stats.isError) return <p className="text-sm text-red-700">{t('stats.loadFailed')}</p>;
  const data = stats.data;
  const value = (read: () => string) => (data ? read() : '–');
  const tiles: [string, string][] = [
    [t('stats.total'), value(() => format.count(data!.total))],
    ...PROMOTION_STATUSES.map((status): [string, string] => [
      text.status(status),
      value(() => format.count(data!.counts[status])),
    ]),
    [t('stats.views'), value(() => format.count(data!.views))],
    [t('stats.orders'), value(() => format.count(data!.orders))],
    [t('stats.revenue'), value(() => format.money(data!.revenue))],
  ];
  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending || undefined}>
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-4">
        {tiles.map(([label, text]) => (
          <div
            key={label}
            className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums sm:text-xl">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
