import { useEffect } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { usePageLocation } from '../../../lib/page-location.ts';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { LineIcon } from '../../../ui/line-icon.tsx';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { LanguageMenu } from './language-menu.tsx';
import { LanguageOptions } from './language-options.tsx';
import { LogoLink } from './logo.tsx';
import { PromoBanner } from './promo-banner.tsx';

/** The phone menu's button: three lines, a cross while the menu is open. */
const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

const navLinkClasses = (isActive: boolean) =>
  `rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * SPEC §2 "Public layout" header: the rider sign-up banner, then a sticky bar with the logo (to the
 * locale root), links to the FAQ and contact pages and the language dropdown; below 768 px those
 * move into a menu with its own language picker. An island of the public pages (decision 047): its
 * links are plain links, the current page's marked as React Router's NavLink would mark it. Before
 * (or without) the script, the menu is a native `<details>` disclosure, so it opens without
 * JavaScript too (issue 35 §6); once hydrated, a button with the dismiss behaviour of useDisclosure.
 */
export function SiteHeader() {
  const t = useT('common');
  const { locale } = useLocale();
  const { pathname } = usePageLocation();
  const menu = useDisclosure<HTMLElement>();
  const hydrated = useHydrated();
  const navItems = [
    { to: paths.faqs(locale), label: t('header.faqs') },
    { to: paths.contact(locale), label: t('header.contactUs') },
  ].map((item) => ({ ...item, isActive: pathname === item.to || pathname.startsWith(`${item.to}/`) }));

  const menuPanel = (
    <nav aria-label={t('header.mainNavigation')} className="mx-auto max-w-6xl px-4 py-3">
      <ul className="flex flex-col gap-1">
        {navItems.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              aria-current={item.isActive ? 'page' : undefined}
              className={`block ${navLinkClasses(item.isActive)} text-base`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('header.languageSelector.label')}
      </p>
      <LanguageOptions className="mt-1 flex flex-col gap-1" onSelect={menu.close} />
    </nav>
  );

  // Keyboard focus must never hide behind the sticky bar (WCAG 2.4.11): anchors and focused
  // elements scroll into view below it.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = '5rem';
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, []);

  return (
    <>
      <PromoBanner />
      <header
        ref={menu.containerRef}
        className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <LogoLink tone="light" />

          <nav aria-label={t('header.mainNavigation')} className="hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <a
                key={item.to}
                href={item.to}
                aria-current={item.isActive ? 'page' : undefined}
                className={navLinkClasses(item.isActive)}
              >
                {item.label}
              </a>
            ))}
            <span aria-hidden="true" className="mx-2 h-6 w-px bg-slate-200" />
            <LanguageMenu />
          </nav>

          {hydrated ? (
            <button
              ref={menu.toggleRef}
              type="button"
              aria-expanded={menu.isOpen}
              aria-controls={menu.popupId}
              aria-label={menu.isOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={menu.toggle}
              className="flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:hidden"
            >
              <LineIcon path={menu.isOpen ? CLOSE_ICON : MENU_ICON} strokeWidth={2} />
            </button>
          ) : (
            <details className="md:hidden">
              <summary
                aria-label={t('header.openMenu')}
                className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden"
              >
                <LineIcon path={MENU_ICON} strokeWidth={2} />
              </summary>
              <div className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-lg">
                {menuPanel}
              </div>
            </details>
          )}
        </div>

        {hydrated && (
          <div
            id={menu.popupId}
            hidden={!menu.isOpen}
            className="border-t border-slate-200 bg-white shadow-lg md:hidden"
          >
            {menuPanel}
          </div>
        )}
      </header>
    </>
  );
}
