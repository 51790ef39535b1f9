import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { buttonClasses } from '../../../ui/button-look.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import { PromotionResults } from '../../../entities/promotion/promotion-results.tsx';
import { PromotionStatusBadge } from '../../../entities/promotion/promotion-status-badge.tsx';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { ListCard, ListCardHeader } from '../../../ui/list-card.tsx';

/**
 * One promotion (SPEC §2 "My Promotions"): title, discount, dates, repeat days, status, views,
 * orders and revenue. Edit and delete are offered only while it is pending (SPEC §4).
 */
export function PromotionCard({
  promotion,
  onDelete,
}: {
  promotion: VendorPromotion;
  onDelete: (promotion: VendorPromotion) => void;
}) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const { locale } = useLocale();
  const text = usePromotionText();
  const { format } = text;
  const titleId = `promotion-${promotion.id}-title`;

  const details: [string, string][] = [
    [t('card.dates'), text.dateRange(promotion)],
    [t('card.repeat'), text.repeatDays(promotion.repeat, 'short')],
    [
      t('card.minimumOrder'),
      promotion.minimumOrder ? format.money(promotion.minimumOrder) : t('card.noMinimum'),
    ],
    [t('card.usageLimit'), promotion.usageLimit ? format.count(promotion.usageLimit) : t('card.unlimited')],
    [
      t('card.appliesTo'),
      promotion.applicableTo === 'specific'
        ? t('card.specificItems', { count: promotion.itemCount ?? 0 })
        : t('card.allCategories'),
    ],
  ];

  return (
    <ListCard
      id={`promotion-${promotion.id}`}
      titleId={titleId}
      data-testid="promotion-card"
      className="flex w-full flex-col gap-4 p-5"
    >
      <ListCardHeader
        titleId={titleId}
        title={promotion.title}
        subtitle={
          <p className="mt-1 font-semibold text-brand-700">
            {text.discount(promotion, { withMaximum: true })}
          </p>
        }
        badge={<PromotionStatusBadge promotion={promotion} className="shrink-0" />}
      />
      {promotion.lastAction === 'reject' && promotion.statusReason && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">{t('card.rejectionReason')}</p>
          <p className="wrap-anywhere whitespace-pre-line">{promotion.statusReason}</p>
        </div>
      )}
      <p className="wrap-anywhere text-sm text-slate-700">{promotion.description}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PromotionResults
        promotion={promotion}
        label={(figure) => t(`card.${figure}`)}
        ariaLabel={t('card.stats')}
        look="card"
      />
      {promotion.isEditable && (
        <footer className="mt-auto flex flex-wrap justify-end gap-2">
          <Link
            to={paths.vendor.promotionEdit(locale, promotion.id)}
            aria-label={t('card.editLabel', { title: promotion.title })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('card.edit')}
          </Link>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('card.deleteLabel', { title: promotion.title })}
            onClick={() => onDelete(promotion)}
          >
            {t('card.delete')}
          </Button>
        </footer>
      )}
    </ListCard>
  );
}
