import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { HomeSection } from './home-section.tsx';
import { StarRating } from './star-rating.tsx';

type Review = { name: string; city: string; text: string; rating: string };

/** Customer reviews with the review count of SPEC §1 (13.7k). */
export function CustomerReviews() {
  const t = useT('home');
  const { language } = useLocale();
  // Swedish quotes with ” on both sides, English with “ and ”.
  const [open, close] = language === 'sv' ? ['”', '”'] : ['“', '”'];
  const reviews = t('reviews.items', { returnObjects: true }) as Review[];
  return (
    <HomeSection
      headingId="reviews-heading"
      heading={t('reviews.heading')}
      className="bg-slate-50 py-16 sm:py-20"
    >
      <div className="mt-5 flex items-center justify-center gap-3">
        <StarRating rating={5} label={t('reviews.ratingLabel', { rating: 5 })} size="size-6" />
        <p className="text-lg font-bold text-slate-900">{t('reviews.summary')}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <StarRating
                rating={Number(review.rating)}
                label={t('reviews.ratingLabel', { rating: review.rating })}
              />
              <blockquote className="mt-4 flex-1 text-slate-800">
                <p>
                  {open}
                  {review.text}
                  {close}
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
                >
                  {review.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{review.name}</span>
                  <span className="block text-sm text-slate-600">{review.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
