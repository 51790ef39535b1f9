import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { CalloutPanel } from '../../../ui/callout-panel.tsx';
import { ContentSection } from '../../../ui/content-section.tsx';
import { InfoCard } from '../../../ui/info-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';

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
      <PageHero>
        <PageHeader title={t('title')} intro={t('intro')} isIntroLarge />
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
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <ContentSection headingId="story-heading" heading={t('story.heading')}>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </ContentSection>
        <ContentSection
          headingId="mission-heading"
          heading={t('mission.heading')}
          headingStyle="label"
          className="self-start rounded-3xl bg-brand-700 p-8 text-white sm:p-10"
        >
          <p className="mt-4 text-2xl font-bold leading-snug">{t('mission.text')}</p>
        </ContentSection>
      </div>

      <ContentSection
        headingId="values-heading"
        heading={t('values.heading')}
        isBand
        className="bg-slate-50 py-12 sm:py-16"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <InfoCard key={value.title} title={value.title} text={value.text} />
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        headingId="deliver-heading"
        heading={t('whatWeDeliver.heading')}
        isBand
        className="py-12 sm:py-16"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {(['food', 'groceries', 'pharmacy'] as const).map((kind) => (
            <InfoCard
              key={kind}
              isFlat
              icon={
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
              }
              title={t(`whatWeDeliver.${kind}.title`)}
              text={t(`whatWeDeliver.${kind}.text`)}
            />
          ))}
        </ul>
      </ContentSection>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-2">
        <CalloutPanel
          headingId="partners-heading"
          heading={t('forPartners.heading')}
          tone="orange"
          className="p-8 sm:p-10"
        >
          <p className="mt-3 text-slate-700">{t('forPartners.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.partner.vendor(locale)} className={buttonClasses('primary', 'lg')}>
              {t('forPartners.vendorLink')}
            </Link>
            <Link to={paths.partner.rider(locale)} className={buttonClasses('secondary', 'lg')}>
              {t('forPartners.riderLink')}
            </Link>
          </div>
        </CalloutPanel>
        <CalloutPanel
          headingId="about-contact-heading"
          heading={t('contactCta.heading')}
          className="p-8 sm:p-10"
        >
          <p className="mt-3 text-brand-50">{t('contactCta.text')}</p>
          <Link to={paths.contact(locale)} className={buttonClasses('inverse', 'lg', 'mt-6')}>
            {t('contactCta.button')}
          </Link>
        </CalloutPanel>
      </div>
    </>
  );
}
