import { type SiteLanguage, todayInStockholm } from '@levera/domain';
import { useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { notify } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { whenClosed } from '../../../ui/when-closed.ts';
import { NamedActionButtons } from '../../../ui/named-action-buttons.tsx';
import { PagedListSection } from '../../../ui/paged-list-section.tsx';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { OFFERS_PAGE_SIZE, useOffers } from '../api/list-offers.ts';
import type { PlatformOffer } from '../api/offer-types.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { ADMIN_OFFERS_NS } from '../catalog.ts';
import { OfferFormDialog } from './offer-form-dialog.tsx';
import { ListCard, ListCardHeader } from '../../../ui/list-card.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';

/** Admin Offers (DESIGN.md §4): create, edit, activate or deactivate, and delete platform offers. */
export function AdminOffersScreen() {
  const t = useT(ADMIN_OFFERS_NS);
  const { language } = useLocale();
  // The page lives in the address (issue 15).
  const params = useListParams();
  const { page } = params;
  const offers = useOffers(page);
  const deletion = useDeleteOffer();
  const [editing, setEditing] = useState<{ offer: PlatformOffer | null } | null>(null);
  const [toDelete, setToDelete] = useState<PlatformOffer | null>(null);
  // A role that may only read is offered no changes (issue 33 §1).
  const mayManage = useAdminMay('manageOffers');

  const confirmDelete = (offer: PlatformOffer) =>
    deletion.mutate(offer.id, {
      onSettled: () => setToDelete(null),
      onError: () => notify.error(t('failures.delete')),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <ScreenHeader title={t('heading')} intro={t('intro')} isIntroSmall />
        {mayManage && (
          <Button className="shrink-0" onClick={() => setEditing({ offer: null })}>
            <span aria-hidden="true">+</span>
            {t('create')}
          </Button>
        )}
      </div>

      <PagedListSection id="offer-list" list={offers} t={t} params={params} pageSize={OFFERS_PAGE_SIZE}>
        {(rows) => (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {rows.map((offer) => (
              <li key={offer.id} className="flex">
                <OfferCard
                  offer={offer}
                  actions={
                    mayManage
                      ? { onEdit: () => setEditing({ offer }), onDelete: () => setToDelete(offer) }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListSection>

      <OfferFormDialog
        open={editing !== null}
        offer={editing?.offer ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={whenClosed(() => setToDelete(null))}
        title={t('deleteDialog.title')}
        description={t('deleteDialog.description', {
          title: toDelete ? textsIn(toDelete, language).title : '',
        })}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        isPending={deletion.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
    </div>
  );
}

/** The offer's texts in one language: the admin page shows its own language first. */
function textsIn(offer: PlatformOffer, language: SiteLanguage) {
  return language === 'sv'
    ? { title: offer.titleSv, description: offer.descriptionSv }
    : { title: offer.titleEn, description: offer.descriptionEn };
}

function OfferCard({
  offer,
  actions,
}: {
  offer: PlatformOffer;
  /** Edit, switch on or off and delete; absent for a role that may only read. */
  actions?: { onEdit: () => void; onDelete: () => void } | undefined;
}) {
  const t = useT(ADMIN_OFFERS_NS);
  const format = useFormat();
  const save = useSaveOffer();
  const { language } = useLocale();
  const otherLanguage: SiteLanguage = language === 'sv' ? 'en' : 'sv';
  const own = textsIn(offer, language);
  const other = textsIn(offer, otherLanguage);
  const titleId = `offer-${offer.id}-title`;
  const today = todayInStockholm();

  const discount =
    offer.discountType === 'percentage'
      ? t('discount.percentage', { value: format.decimal(offer.discountValue ?? 0) })
      : offer.discountType === 'fixed'
        ? t('discount.fixed', { amount: format.money(offer.discountValue ?? 0) })
        : t(`discount.${offer.discountType}`);
  const visibility = offer.isLive
    ? t('state.live')
    : offer.endDate < today
      ? t('state.ended', { date: format.date(offer.endDate) })
      : offer.startDate > today
        ? t('state.scheduled', { date: format.date(offer.startDate) })
        : t('state.notShown');

  const toggle = () =>
    save.mutate(
      {
        id: offer.id,
        offer: {
          titleSv: offer.titleSv,
          titleEn: offer.titleEn,
          descriptionSv: offer.descriptionSv,
          descriptionEn: offer.descriptionEn,
          discountType: offer.discountType,
          discountValue: offer.discountValue,
          startDate: offer.startDate,
          endDate: offer.endDate,
          active: !offer.active,
        },
      },
      { onError: () => notify.error(t('failures.update')) },
    );

  return (
    <ListCard titleId={titleId} data-testid="offer-card" className="flex w-full flex-col gap-3 p-5">
      <ListCardHeader
        titleId={titleId}
        title={own.title}
        subtitle={<p className="font-semibold text-brand-700">{discount}</p>}
        badge={
          <Badge tone={offer.active ? 'success' : 'neutral'} className="shrink-0">
            {offer.active ? t('state.active') : t('state.inactive')}
          </Badge>
        }
      />
      <p className="wrap-anywhere text-sm text-slate-700">{own.description}</p>
      <div className="rounded-xl bg-slate-50 p-3 text-sm" lang={otherLanguage}>
        <p className="text-slate-600" lang={language}>
          {t(otherLanguage === 'sv' ? 'card.swedishText' : 'card.englishText')}
        </p>
        <p className="wrap-anywhere font-medium text-slate-900">{other.title}</p>
        <p className="wrap-anywhere text-slate-700">{other.description}</p>
      </div>
      <p className="text-sm text-slate-700">
        <span className="text-slate-600">{t('card.dates')}: </span>
        <span className="font-medium text-slate-900">
          {format.date(offer.startDate)} – {format.date(offer.endDate)}
        </span>
      </p>
      <p className={offer.isLive ? 'text-sm font-medium text-green-800' : 'text-sm text-slate-600'}>
        {visibility}
      </p>
      {actions && (
        <footer className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
          <NamedActionButtons
            actions={[
              { slot: 'edit', name: 'edit', onClick: actions.onEdit },
              {
                slot: 'active',
                name: offer.active ? 'deactivate' : 'activate',
                onClick: toggle,
                isLoading: save.isPending,
              },
              { slot: 'delete', name: 'delete', onClick: actions.onDelete, variant: 'danger' },
            ]}
            text={(name) => t(`card.${name}`)}
            label={(name) => t(`card.${name}Label`, { title: own.title })}
          />
        </footer>
      )}
    </ListCard>
  );
}
