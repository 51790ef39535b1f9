import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { LineIcon } from '../../../ui/line-icon.tsx';

/** The two call-to-action cards of SPEC §2 Home, each linking to its apply page. */
export function PartnerCtaCards() {
  const t = useT('home');
  const { locale } = useLocale();
  const cards = [
    {
      key: 'riderCta',
      href: paths.partner.rider(locale),
      tone: 'bg-orange-50 ring-orange-200',
      icon: 'M2.5 16.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0m12 0a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M6 16.5 9.5 9h6l2.5 7.5M9.5 9l3 7.5H6M14 5.5h2.5l-1 3.5',
    },
    {
      key: 'vendorCta',
      href: paths.partner.vendor(locale),
      tone: 'bg-brand-50 ring-brand-100',
      icon: 'M3.5 9.5 5 4h14l1.5 5.5a2.8 2.8 0 0 1-5.7 0 2.8 2.8 0 0 1-5.6 0 2.8 2.8 0 0 1-5.7 0zM5 12v8h14v-8M10 20v-5h4v5',
    },
  ] as const;
  return (
    <section className="pb-16 sm:pb-20">
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key} className={`flex flex-col rounded-3xl p-8 ring-1 sm:p-10 ${card.tone}`}>
            <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
              <LineIcon path={card.icon} className="size-8" strokeWidth={1.6} />
            </span>
            <h2 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">
              {t(`${card.key}.title`)}
            </h2>
            <p className="mt-3 flex-1 text-slate-700">{t(`${card.key}.text`)}</p>
            <Link to={card.href} className={buttonClasses('primary', 'lg', 'mt-8 self-start')}>
              {t(`${card.key}.button`)}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
