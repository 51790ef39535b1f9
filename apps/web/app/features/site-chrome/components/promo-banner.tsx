import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';

/**
 * SPEC §2: the banner inviting visitors to sign up as a delivery driver (an external link). Phones
 * get the short invitation, so the banner stays one line above the header (issue 15). A named
 * complementary landmark, so no content of the page lies outside a landmark (issue 35 §6).
 */
export function PromoBanner() {
  const t = useT('common');
  return (
    <aside aria-label={t('header.promoBanner.label')} className="bg-brand-900 text-white">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
        <span className="sm:hidden">{t('header.promoBanner.shortText')}</span>
        <span className="hidden sm:inline">{t('header.promoBanner.text')}</span>
        <a
          href={brand.driverSignUpUrl}
          target="_blank"
          rel="noopener"
          aria-label={t('header.promoBanner.linkAriaLabel')}
          className="inline-flex items-center gap-1 rounded font-semibold text-white underline decoration-brand-100/60 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('header.promoBanner.linkText')}
          <span aria-hidden="true">→</span>
        </a>
      </p>
    </aside>
  );
}
