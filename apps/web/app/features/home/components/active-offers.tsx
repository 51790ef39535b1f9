import { intlLocaleOf } from '@levera/domain';
import type { TFunction } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { HOME_NS } from '../catalog.ts';
import type { ActiveOffer } from '../api/get-active-offers.ts';
import { useActiveOffers } from '../hooks/use-active-offers.ts';
import { HomeSection } from './home-section.tsx';

function discountLabel(offer: ActiveOffer, t: TFunction): string | null {
  switch (offer.discountType) {
    case 'percentage':
      return offer.discountValue ? t('offers.discount.percentage', { value: offer.discountValue }) : null;
    case 'fixed':
      return offer.discountValue ? t('offers.discount.fixed', { value: offer.discountValue }) : null;
    case 'bogo':
      return t('offers.discount.bogo');
    case 'delivery':
      return t('offers.discount.delivery');
    default:
      return null;
  }
}

/**
 * The platform's active offers (GET /api/offers/active). Fetched after hydration; renders nothing
 * while loading, when there are none, or when the call fails, so the page never depends on it.
 */
export function ActiveOffers() {
  const t = useT(HOME_NS);
  const { language } = useLocale();
  const offers = useActiveOffers(language);
  if (offers.length === 0) return null;
  const formatDate = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long' });
  return (
    <HomeSection headingId="offers-heading" heading={t('offers.heading')} className="pb-16 sm:pb-20">
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {offers.map((offer) => {
          const badge = discountLabel(offer, t);
          const end = offer.endDate ? new Date(`${offer.endDate.slice(0, 10)}T12:00:00`) : null;
          return (
            <li
              key={offer.id}
              className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-orange-200 md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
            >
              {badge && (
                <span className="self-start rounded-full bg-orange-100 px-3 py-1 text-sm font-bold text-orange-900">
                  {badge}
                </span>
              )}
              <h3 className="mt-4 text-lg font-bold text-slate-900 wrap-anywhere">{offer.title}</h3>
              {offer.description && (
                <p className="mt-2 flex-1 text-slate-700 wrap-anywhere">{offer.description}</p>
              )}
              {end && !Number.isNaN(end.getTime()) && (
                <p className="mt-4 text-sm font-medium text-slate-600">
                  {t('offers.validUntil', { date: formatDate.format(end) })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
