import { ContactForm, CONTACT_FORM_ANCHOR } from '../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../features/contact/components/contact-info.tsx';
import { CONTACT_NS } from '../features/contact/catalog.ts';
import { postContactForm } from '../features/contact/contact-action.ts';
import { Island } from '../islands/island.tsx';
import { formPageHeaders } from '../lib/form-post.ts';
import { useT } from '../lib/i18n.ts';
import { metaDescribedByIntro } from '../lib/seo.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PageHero } from '../ui/page-hero.tsx';
import type { Route } from './+types/contact';

export const meta = metaDescribedByIntro('contact');

/** The form posted to this page, before or without JavaScript (decision 074). */
export const action = postContactForm;
export const headers = formPageHeaders;

/** Contact us (SPEC §2): the contact form, end to end with POST /api/queries. */
export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT(CONTACT_NS);
  return (
    <PageHero>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div
          id={CONTACT_FORM_ANCHOR}
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <Island
            name="contact-form"
            component={ContactForm}
            props={actionData ? { posted: actionData } : {}}
          />
        </div>
        <ContactInfo />
      </div>
    </PageHero>
  );
}
