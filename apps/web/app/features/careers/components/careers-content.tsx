import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { CalloutPanel } from '../../../ui/callout-panel.tsx';
import { ContentSection } from '../../../ui/content-section.tsx';
import { InfoCard } from '../../../ui/info-card.tsx';
import { LineIcon } from '../../../ui/line-icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import { keepPlaceholders, withNodes } from '../../../ui/rich-text.tsx';

type Role = { title: string; text: string };

const ROLE_ICONS = [
  'M8 9l-3 3 3 3m8-6 3 3-3 3M13.5 6l-3 12',
  'M4 14V10l12-5v14L4 14zm3 1 1.5 5H11l-1-4.3M19 9.5a3 3 0 0 1 0 5',
  'M3 7h11v9H3zm11 3h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  'M4 13v-1a8 8 0 0 1 16 0v1m-16 0h3v5H4zm13 0h3v5h-3zm3 5a3 3 0 0 1-3 3h-3',
];

/** Careers (SPEC §2): coming soon, with the four future roles and how to apply in the meantime. */
export function CareersContent() {
  const t = useT('careers');
  const roles = t('roles.items', { returnObjects: true }) as Role[];
  const mailto = (role: string) =>
    `mailto:${brand.supportEmail}?subject=${encodeURIComponent(t('sendCv.emailSubject', { role }))}`;
  return (
    <PageHero>
      <PageHeader title={t('title')} intro={t('intro')} />

      <section
        aria-labelledby="careers-soon-heading"
        className="mt-10 flex flex-col gap-4 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
          <LineIcon className="size-7">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </LineIcon>
        </span>
        <div>
          <h2 id="careers-soon-heading" className="text-xl font-bold text-slate-900">
            {t('comingSoon.heading')}
          </h2>
          <p className="mt-1 text-slate-700">{t('comingSoon.text')}</p>
        </div>
      </section>

      <ContentSection headingId="roles-heading" heading={t('roles.heading')} className="mt-16">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {roles.map((role, index) => (
            <InfoCard
              key={role.title}
              icon={
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <LineIcon path={ROLE_ICONS[index % ROLE_ICONS.length]} />
                </span>
              }
              title={role.title}
              text={role.text}
            >
              <a
                href={mailto(role.title)}
                className="mt-5 self-start rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {t('roles.sendCv')}
                <span className="sr-only">: {role.title}</span>
              </a>
            </InfoCard>
          ))}
        </ul>
      </ContentSection>

      <CalloutPanel
        headingId="send-cv-heading"
        heading={t('sendCv.heading')}
        className="mt-16 px-6 py-10 sm:px-10"
      >
        <p className="mt-3 max-w-2xl text-lg text-brand-50">
          {withNodes(t('sendCv.text', keepPlaceholders('email')), {
            email: (
              <a
                href={mailto(t('sendCv.openApplication'))}
                className="rounded font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {brand.supportEmail}
              </a>
            ),
          })}
        </p>
      </CalloutPanel>
    </PageHero>
  );
}
