import en from '../../locales/en/contact.json';
import sv from '../../locales/sv/contact.json';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../features/contact/components/contact-info.tsx';
import { fixedT, registerCatalog, useT } from '../lib/i18n.ts';
import { localeOfPath } from '../lib/locale.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/contact';

registerCatalog('contact', { en, sv });

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, {
    description: fixedT(localeOfPath(location.pathname).language, 'contact')('intro'),
  });

/** Contact us (SPEC §2): the contact form, end to end with POST /api/queries. */
export default function Contact() {
  const t = useT('contact');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="max-w-3xl">
          <h1 className="text-balance break-words text-3xl font-extrabold tracking-tight text-slate-900 hyphens-auto sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{t('intro')}</p>
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ContactForm />
          </div>
          <ContactInfo />
        </div>
      </div>
    </div>
  );
}
