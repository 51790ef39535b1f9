import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { whenClosed } from '../../../ui/when-closed.ts';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { usePromotionDetails } from '../api/get-promotion-details.ts';
import type { PromotionDetails } from '../api/promotion-types.ts';
import { ADMIN_PROMOTIONS_NS } from '../catalog.ts';
import { PromotionResults } from '../../../entities/promotion/promotion-results.tsx';
import { PromotionItemList } from '../../../entities/promotion/promotion-item-list.tsx';
import { PromotionStatusBadge } from '../../../entities/promotion/promotion-status-badge.tsx';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { ItemHistory } from '../../../entities/audit/item-history.tsx';
import { PromotionActions } from './promotion-actions.tsx';

/** Every field of the promotion (SPEC §3), the last admin action and its history (entities/audit). */
export function PromotionDetailsDialog({
  promotionId,
  title,
  onClose,
}: {
  promotionId: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const details = usePromotionDetails(promotionId);
  return (
    <Dialog
      open={promotionId !== null}
      onOpenChange={whenClosed(onClose)}
      title={details.data?.title ?? title}
      closeLabel={t('details.close')}
    >
      {details.isPending ? (
        <Loader size="small" message={t('details.loading')} />
      ) : details.isError ? (
        <ErrorState message={t('details.loadFailed')} onRetry={() => void details.refetch()} />
      ) : (
        <DetailsBody promotion={details.data} />
      )}
    </Dialog>
  );
}

function DetailsBody({ promotion }: { promotion: PromotionDetails }) {
  const t = useT(ADMIN_PROMOTIONS_NS);
  const text = usePromotionText();
  const format = useFormat();
  const money = (amount: number | null) => (amount === null ? t('details.none') : format.money(amount));
  const isDelivery = promotion.discountType === 'delivery';

  const fields: [string, ReactNode][] = [
    [t('details.vendor'), promotion.vendorName],
    [t('details.description'), promotion.description],
    [t('details.discountType'), t(`discountTypes.${promotion.discountType}`)],
    [t('details.discount'), text.discount(promotion)],
    ...(isDelivery && promotion.deliveryType
      ? [[t('details.deliveryType'), t(`deliveryTypes.${promotion.deliveryType}`)] as [string, ReactNode]]
      : []),
    ...(promotion.deliveryFee !== null
      ? [[t('details.deliveryFee'), money(promotion.deliveryFee)] as [string, ReactNode]]
      : []),
    ...(promotion.freeDeliveryThreshold !== null
      ? [[t('details.freeDeliveryThreshold'), money(promotion.freeDeliveryThreshold)] as [string, ReactNode]]
      : []),
    [t('details.minimumOrder'), money(promotion.minimumOrder)],
    [t('details.maximumDiscount'), money(promotion.maximumDiscount)],
    [t('details.startDate'), format.date(promotion.startDate)],
    [t('details.endDate'), format.date(promotion.endDate)],
    [t('details.repeat'), text.repeatDays(promotion.repeat)],
    [
      t('details.usageLimit'),
      promotion.usageLimit === null ? t('details.unlimited') : format.count(promotion.usageLimit),
    ],
    [
      t('details.appliesTo'),
      promotion.applicableTo === 'specific' ? (
        <div key="items" className="flex flex-col gap-2 whitespace-normal">
          <span>{t('details.specificItems', { count: promotion.itemCount ?? 0 })}</span>
          <PromotionItemList
            items={promotion.items}
            itemCount={promotion.itemCount}
            label={t('details.chosenItems')}
          />
        </div>
      ) : (
        t('details.allCategories')
      ),
    ],
    [t('details.terms'), promotion.terms || t('details.noTerms')],
    [t('details.created'), format.dateTime(promotion.createdAt)],
    [
      t('details.lastAction'),
      promotion.lastAction && promotion.lastActionAt
        ? t('details.lastActionText', {
            action: t(`actionNames.${promotion.lastAction}`),
            name: promotion.lastActionBy?.name ?? promotion.lastActionBy?.email ?? t('details.someone'),
            date: format.dateTime(promotion.lastActionAt),
          })
        : t('details.noAdminAction'),
    ],
    ...(promotion.statusReason ? [[t('details.reason'), promotion.statusReason] as [string, ReactNode]] : []),
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">{t('details.status')}:</span>
        <PromotionStatusBadge promotion={promotion} />
      </div>
      <dl
        aria-label={t('details.fields')}
        className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]"
      >
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="-mt-2 whitespace-pre-line wrap-anywhere text-slate-900 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
      <PromotionResults
        promotion={promotion}
        label={(figure) => t(`details.${figure}`)}
        ariaLabel={t('details.results')}
        look="details"
      />
      <ItemHistory entity="promotion" entityId={promotion.id} version={promotion.updatedAt} />
      <PromotionActions promotion={promotion} />
    </div>
  );
}
