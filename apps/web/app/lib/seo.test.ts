import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo.ts';

const find = (meta: MetaDescriptor[], predicate: (entry: Record<string, unknown>) => boolean) =>
  meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe('pageMeta (SPEC §2 "Page titles" and metadata)', () => {
  it('prefixes the title of the pages the spec names, in the page language', () => {
    expect(find(pageMeta('/sv-en/about-us'), (e) => 'title' in e)?.title).toBe('About us | Levera');
    expect(find(pageMeta('/sv-se/faqs'), (e) => 'title' in e)?.title).toBe('Vanliga frågor | Levera');
    expect(find(pageMeta('/sv-en'), (e) => 'title' in e)?.title).toBe(
      'Levera – Food, groceries and pharmacy delivered in Katrineholm',
    );
    expect(
      find(pageMeta('/sv-en/rewards-terms-of-use', { titleKey: 'rewards' }), (e) => 'title' in e)?.title,
    ).toBe('Rewards terms of use | Levera');
  });

  it('has canonical, both alternates and x-default', () => {
    const meta = pageMeta('/sv-se/contact-us');
    const link = (rel: string, hrefLang?: string) =>
      find(meta, (e) => e.rel === rel && (hrefLang === undefined || e.hrefLang === hrefLang))?.href;
    expect(link('canonical')).toBe('https://levera.se/sv-se/contact-us');
    expect(link('alternate', 'en')).toBe('https://levera.se/sv-en/contact-us');
    expect(link('alternate', 'sv')).toBe('https://levera.se/sv-se/contact-us');
    expect(link('alternate', 'x-default')).toBe('https://levera.se/sv-en/contact-us');
    expect(find(meta, (e) => e.property === 'og:locale')?.content).toBe('sv_SE');
    expect(find(meta, (e) => e.name === 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('describes the organisation with customer service in English and Swedish', () => {
    const organization = find(pageMeta('/sv-en'), (e) => 'script:ld+json' in e)?.['script:ld+json'] as Record<
      string,
      unknown
    >;
    expect(organization['@type']).toBe('Organization');
    expect(organization.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'customer service', availableLanguage: ['English'] }),
      expect.objectContaining({ contactType: 'customer service', availableLanguage: ['Swedish'] }),
    ]);
  });

  it('marks pages that must not be indexed and adds page structured data', () => {
    const meta = pageMeta('/sv-en/not-found', { noIndex: true, structuredData: [{ '@type': 'FAQPage' }] });
    expect(find(meta, (e) => e.name === 'robots')?.content).toBe('noindex');
    expect(meta.filter((e) => 'script:ld+json' in e)).toHaveLength(2);
  });

  it('gives a page that must not be indexed no canonical and no alternates (issue 35 §6)', () => {
    const meta = pageMeta('/sv-se/maintenance', { noIndex: true });
    expect(meta.filter((e) => (e as Record<string, unknown>).tagName === 'link')).toEqual([]);
    expect(find(meta, (e) => e.property === 'og:url')).toBeUndefined();
    expect(find(meta, (e) => e.name === 'robots')?.content).toBe('noindex');
  });
});
