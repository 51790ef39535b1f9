import { PROMOTION_DISPLAY_STATUSES } from '@levera/domain';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { useT } from '../../../lib/i18n.ts';
import { cn } from '../../../ui/cn.ts';
import { usePromotionStats } from '../api/get-promotion-stats.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';

/**
 * Counts by displayed status (Scheduled apart from Active, issue 36 §9), total views, orders and
 * revenue (SPEC §2 "Promotions: stats").
 */
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
    ...PROMOTION_DISPLAY_STATUSES.map((status): [string, string] => [
      text.status(status),
      value(() => format.count(data!.counts[status])),
    ]),
    [t('stats.views'), value(() => format.count(data!.views))],
    [t('stats.orders'), value(() => format.count(data!.orders))],
    [t('stats.revenue'), value(() => format.money(data!.revenue))],
  ];
  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending || undefined}>
      {/* Nine tiles: three rows of three, or on a phone the total across and four rows of two. */}
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {tiles.map(([label, text], index) => (
          <div
            key={label}
            className={cn(
              '@container flex min-w-0 flex-col-reverse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
              index === 0 && 'min-[360px]:col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            {/* A long amount ("SEK 121,750.50") ran out of its card at 375 px (issue 36 §9): the
                figure shrinks with its card (a tenth of its width, 1 to 1.25 rem) and, past that,
                wraps rather than overflows. */}
            <dd className="text-[length:clamp(1rem,10cqi,1.25rem)] font-bold text-slate-900 tabular-nums wrap-anywhere">
              {text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
