import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../features/contact/components/contact-info.tsx';
import { CONTACT_NS } from '../features/contact/catalog.ts';
import { Island } from '../islands/island.tsx';
import { useT } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PageHero } from '../ui/page-hero.tsx';

export const meta = metaDescribedByIntro('contact');

/** Contact us (SPEC §2): the contact form, end to end with POST /api/queries. */
export default function Contact() {
  const t = useT(CONTACT_NS);
  return (
    <PageHero>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Island name="contact-form" component={ContactForm} props={{}} />
        </div>
        <ContactInfo />
      </div>
    </PageHero>
  );
}
