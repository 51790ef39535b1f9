import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { ContentSection } from '../../../ui/content-section.tsx';

/** Other ways to reach support, beside the form. */
export function ContactInfo() {
  const t = useT('contact');
  const { locale } = useLocale();
  const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
  const ways = [
    {
      label: t('info.emailLabel'),
      text: (
        <>
          {t('info.emailText')}{' '}
          <a href={`mailto:${brand.supportEmail}`} className={`${linkClasses} inline-block`}>
            {brand.supportEmail}
          </a>
        </>
      ),
    },
    { label: t('info.responseTimeLabel'), text: t('info.responseTime') },
    { label: t('info.orderHelpLabel'), text: t('info.orderHelp') },
    {
      label: t('info.faqLabel'),
      text: (
        <>
          {t('info.faqText')}{' '}
          <Link to={paths.faqs(locale)} className={linkClasses}>
            {t('info.faqLink')}
          </Link>
        </>
      ),
    },
  ];
  return (
    <ContentSection
      as="aside"
      headingId="contact-info-heading"
      heading={t('info.heading')}
      headingStyle="aside"
      className="rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200"
    >
      <dl className="mt-6 flex flex-col gap-6">
        {ways.map((way) => (
          <div key={way.label}>
            <dt className="font-semibold text-slate-900">{way.label}</dt>
            <dd className="mt-1 text-slate-700">{way.text}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
