import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { keepPlaceholders, withNodes } from '../../../ui/rich-text.tsx';
import { LogoLink } from './logo.tsx';
import { type SocialNetwork, SocialIcon } from './social-icon.tsx';

const linkClasses =
  'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'x', 'linkedin'];

/** An entry of a footer column: a link, or plain text where there is no page (yet). */
type FooterEntry = { label: string; to?: string };

function Column({
  heading,
  entries,
  children,
}: {
  heading: string;
  entries?: FooterEntry[];
  children?: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm">
        {entries?.map((entry) => (
          <li key={entry.label}>
            {entry.to ? (
              <Link to={entry.to} className={linkClasses}>
                {entry.label}
              </Link>
            ) : (
              <span>{entry.label}</span>
            )}
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/**
 * SPEC §2 "Public layout" footer: the product, cities, support and get-in-touch columns, the app
 * download block and the credit line. Careers has no link in Swedish (SPEC §2).
 * `appBadges` are the store buttons (the app-download feature, composed by the layout route).
 */
export function SiteFooter({ appBadges }: { appBadges?: ReactNode }) {
  const t = useT('common');
  const { locale, language } = useLocale();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <LogoLink tone="dark" />
          <h2 className="mt-6 text-base font-semibold text-white">{t('footer.appDownload.heading')}</h2>
          <p className="mt-2 max-w-sm text-sm">{t('footer.appDownload.text')}</p>
          {appBadges && <div className="mt-5">{appBadges}</div>}
        </div>

        <nav
          aria-label={t('footer.navigationLabel')}
          className="grid grid-cols-1 gap-x-8 gap-y-10 min-[360px]:grid-cols-2 sm:grid-cols-[1fr_0.8fr_1.2fr_1.3fr]"
        >
          <Column
            heading={t('footer.product.heading')}
            entries={[
              { label: t('footer.product.aboutUs'), to: paths.about(locale) },
              // No careers page in Swedish (SPEC §2): the name stays, without a link.
              {
                label: t('footer.product.careers'),
                to: language === 'sv' ? undefined : paths.careers(locale),
              },
              { label: t('footer.product.applyAsRider'), to: paths.partner.rider(locale) },
              { label: t('footer.product.applyAsVendor'), to: paths.partner.vendor(locale) },
            ]}
          />
          <Column
            heading={t('footer.cities.heading')}
            entries={[{ label: t('footer.cities.katrineholm') }]}
          />
          <Column
            heading={t('footer.support.heading')}
            entries={[
              { label: t('footer.support.faqs'), to: paths.faqs(locale) },
              { label: t('footer.support.termsOfUse'), to: paths.terms(locale) },
              { label: t('footer.support.rewardsTermsOfUse'), to: paths.rewardsTerms(locale) },
              { label: t('footer.support.privacyPolicy'), to: paths.privacy(locale) },
              { label: t('footer.support.contactUs'), to: paths.contact(locale) },
            ]}
          />
          <Column heading={t('footer.getInTouch.heading')}>
            <li>
              <span className="block text-xs text-slate-400">{t('footer.getInTouch.emailLabel')}</span>
              <a
                href={`mailto:${brand.supportEmail}`}
                aria-label={`${t('footer.getInTouch.emailLinkLabel')}: ${brand.supportEmail}`}
                className={`${linkClasses} break-all`}
              >
                {brand.supportEmail}
              </a>
            </li>
            <li>
              <span className="block text-xs text-slate-400">{t('footer.getInTouch.socialHeading')}</span>
              <ul className="mt-2 flex flex-wrap gap-2">
                {SOCIAL_NETWORKS.map((network) => (
                  <li key={network}>
                    <a
                      href={brand.social[network]}
                      aria-label={t(`footer.getInTouch.social.${network}.label`)}
                      className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          </Column>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>
            {withNodes(t('footer.credit', keepPlaceholders('agency')), {
              agency: (
                <a href={brand.agency.url} className={`${linkClasses} underline`}>
                  {brand.agency.name}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
