import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button.tsx';

type Value = { title: string; text: string };

const DELIVERY_IMAGES = {
  food: '/images/categories/pizza.svg',
  groceries: '/images/groceries.svg',
  pharmacy: '/images/pharmacy.svg',
} as const;

/** About Levera (SPEC §1, §2): the story, mission, values, what it delivers and how to join. */
export function AboutContent() {
  const t = useT('about');
  const { locale } = useLocale();
  const story = t('story.paragraphs', { returnObjects: true }) as string[];
  const values = t('values.items', { returnObjects: true }) as Value[];
  const facts = [
    { label: t('facts.founded'), value: String(brand.foundedYear) },
    { label: t('facts.city'), value: brand.cities[0] },
    {
      label: t('facts.deliveryTarget'),
      value: t('facts.deliveryTargetValue', { minutes: brand.deliveryTargetMinutes }),
    },
    { label: t('facts.reviews'), value: t('facts.reviewsValue') },
  ];
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <div className="max-w-3xl">
            <h1 className="text-balance break-words text-3xl font-extrabold tracking-tight text-slate-900 hyphens-auto sm:text-5xl">
              {t('title')}
            </h1>
            <p className="mt-5 text-xl text-slate-700">{t('intro')}</p>
          </div>
          <dl className="mt-12 grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
              >
                <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                <dd className="mt-1 text-lg font-extrabold tracking-tight text-brand-700 hyphens-none min-[400px]:text-xl sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('story.heading')}
          </h2>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="mission-heading"
          className="self-start rounded-3xl bg-brand-700 p-8 text-white sm:p-10"
        >
          <h2 id="mission-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
            {t('mission.heading')}
          </h2>
          <p className="mt-4 text-2xl font-bold leading-snug">{t('mission.text')}</p>
        </section>
      </div>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="values-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('values.heading')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-bold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="deliver-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="deliver-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('whatWeDeliver.heading')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {(['food', 'groceries', 'pharmacy'] as const).map((kind) => (
              <li key={kind} className="rounded-2xl p-6 ring-1 ring-slate-200">
                <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
                  <img
                    src={DELIVERY_IMAGES[kind]}
                    width={40}
                    height={40}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{t(`whatWeDeliver.${kind}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`whatWeDeliver.${kind}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-2">
        <section
          aria-labelledby="partners-heading"
          className="rounded-3xl bg-orange-50 p-8 ring-1 ring-orange-200 sm:p-10"
        >
          <h2 id="partners-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t('forPartners.heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('forPartners.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.partner.vendor(locale)} className={buttonClasses('primary', 'lg')}>
              {t('forPartners.vendorLink')}
            </Link>
            <Link to={paths.partner.rider(locale)} className={buttonClasses('secondary', 'lg')}>
              {t('forPartners.riderLink')}
            </Link>
          </div>
        </section>
        <section
          aria-labelledby="about-contact-heading"
          className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10"
        >
          <h2 id="about-contact-heading" className="text-2xl font-extrabold tracking-tight">
            {t('contactCta.heading')}
          </h2>
          <p className="mt-3 text-brand-50">{t('contactCta.text')}</p>
          <Link to={paths.contact(locale)} className={buttonClasses('inverse', 'lg', 'mt-6')}>
            {t('contactCta.button')}
          </Link>
        </section>
      </div>
    </>
  );
}
