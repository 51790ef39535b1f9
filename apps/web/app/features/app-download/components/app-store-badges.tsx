import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';

const badgeClasses =
  'inline-flex h-12 items-center gap-2.5 rounded-xl bg-black px-4 text-white ring-1 ring-white/25 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="currentColor">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.6-3.9zM13.9 5c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  );
}

function GooglePlayLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
      <path d="M4 2.6 13.6 12 4 21.4c-.4-.2-.6-.6-.6-1.1V3.7c0-.5.2-.9.6-1.1z" fill="#00d7fe" />
      <path d="m16.9 8.7-3.3 3.3L4 2.6c.2-.1.6-.1.9.1z" fill="#00f076" />
      <path d="m16.9 15.3-12 6.9c-.3.2-.7.2-.9.1l9.6-9.4z" fill="#ff3a44" />
      <path d="m20.3 10.7-3.4-2-3.3 3.3 3.3 3.3 3.4-2c.9-.6.9-2 0-2.6z" fill="#ffd500" />
    </svg>
  );
}

/**
 * App Store and Google Play buttons (SPEC §2 footer, home page and promo modal). Each label starts
 * with the badge's own text and adds the app and platform it is for.
 */
export function AppStoreBadges({ className = '' }: { className?: string }) {
  const t = useT('common');
  const stores = [
    { key: 'appStore', href: brand.appStores.ios, logo: <AppleLogo /> },
    { key: 'googlePlay', href: brand.appStores.android, logo: <GooglePlayLogo /> },
  ] as const;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {stores.map((store) => (
        <li key={store.key}>
          <a
            href={store.href}
            aria-label={t(`footer.appDownload.${store.key}.label`)}
            className={badgeClasses}
          >
            {store.logo}
            {/* The space keeps "on the" and "App Store" apart in the text (a flex column does not
                render it): the label must contain the badge's text as one phrase (WCAG 2.5.3). */}
            <span className="flex flex-col text-left leading-none">
              <span className="text-[0.7rem]">{t(`footer.appDownload.${store.key}.kicker`)}</span>{' '}
              <span className="mt-0.5 text-lg font-semibold tracking-tight">
                {t(`footer.appDownload.${store.key}.name`)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
