import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { cn } from '../../../ui/cn.ts';

/** The Levera mark (the same drawing as /favicon.svg), inline so the header needs no extra request. */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-9">
      <rect width="64" height="64" rx="16" fill="#15803d" />
      <path d="M20 13h9v29h17v9H20z" fill="#fff" />
      <circle cx="44" cy="22" r="7" fill="#fb923c" />
    </svg>
  );
}

const LOGO_LINK_TONES = {
  /** In the white header bar. */
  light: 'flex tracking-tight text-slate-900 focus-visible:outline-brand-700',
  /** In the dark footer. */
  dark: 'inline-flex text-white focus-visible:outline-white',
} as const;

/** The mark and the name, linking to the locale's home page (a plain link: the header is an island, decision 047). */
export function LogoLink({ tone }: { tone: keyof typeof LOGO_LINK_TONES }) {
  const t = useT('common');
  const { locale } = useLocale();
  return (
    <a
      href={paths.home(locale)}
      aria-label={t('site.homeLinkLabel')}
      className={cn(
        'items-center gap-2 rounded-lg text-xl font-extrabold focus-visible:outline-2 focus-visible:outline-offset-4',
        LOGO_LINK_TONES[tone],
      )}
    >
      <LogoMark />
      <span>{t('site.name')}</span>
    </a>
  );
}
