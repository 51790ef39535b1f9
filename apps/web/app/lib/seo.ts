import { LOCALE_SEGMENTS, PAGES, type PageTitleKey, pageTitleKey, type SiteLanguage } from '@levera/domain';
import type { MetaDescriptor } from 'react-router';
import { brand } from '../config/brand.ts';
import { registerCommonCatalog } from './common-catalog.ts';
import { fixedT } from './i18n.ts';
import { localeOfPath } from './locale.ts';

registerCommonCatalog();

/** The path after the locale segment, without slashes at either end ('' for the locale root). */
export function pathAfterLocale(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** An absolute URL of the page `rest` (path after the locale) in a language. */
export function localizedUrl(language: SiteLanguage, rest: string): string {
  return `${brand.siteUrl}/${LOCALE_SEGMENTS[language]}${rest ? `/${rest}` : ''}`;
}

/**
 * schema.org Organization (SPEC §2 "Metadata"): the company, its social profiles and customer
 * service contact points in English and Swedish.
 */
export function organizationStructuredData(): Record<string, unknown> {
  const contactPoint = (language: SiteLanguage, languageName: string) => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    email: brand.supportEmail,
    url: localizedUrl(language, PAGES.contact),
    availableLanguage: [languageName],
    areaServed: 'SE',
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${brand.siteUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: brand.siteUrl,
    logo: `${brand.siteUrl}/favicon.svg`,
    image: `${brand.siteUrl}${OG_IMAGE.path}`,
    email: brand.supportEmail,
    foundingDate: String(brand.foundedYear),
    address: { '@type': 'PostalAddress', addressLocality: brand.cities[0], addressCountry: 'SE' },
    areaServed: brand.cities.map((city) => ({ '@type': 'City', name: city })),
    sameAs: Object.values(brand.social),
    contactPoint: [contactPoint('en', 'English'), contactPoint('sv', 'Swedish')],
  };
}

type PageMetaOptions = {
  description?: string;
  noIndex?: boolean;
  /** A title prefix other than the one derived from the path (e.g. the rewards terms, the partner pages). */
  titleKey?: PageTitleKey | 'rewards' | 'rider' | 'vendor' | 'supportCase';
  /** More schema.org objects for this page (e.g. the FAQ page's questions). */
  structuredData?: Record<string, unknown>[];
};

/**
 * Page metadata (SPEC §2): a title derived from the path, description, canonical link, alternate
 * language links with x-default (none on a `noIndex` page), social preview tags and the organisation's structured data.
 */
export function pageMeta(pathname: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const { language } = localeOfPath(pathname);
  const t = fixedT(language, 'common');
  const rest = pathAfterLocale(pathname);
  const titleKey = options.titleKey ?? pageTitleKey(rest);
  const title = titleKey
    ? t('pageTitles.template', { prefix: t(`pageTitles.${titleKey}`) })
    : (t('site.title') as string);
  const description = options.description ?? (t('site.metaDescription') as string);
  const canonical = localizedUrl(language, rest);
  const image = `${brand.siteUrl}${OG_IMAGE.path}`;
  const imageAlt = t('site.ogImageAlt') as string;

  return [
    { title },
    { name: 'description', content: description },
    // A page kept out of the index names no canonical address and no language versions: both would
    // ask a search engine to index what `noindex` asks it not to (issue 35 §6).
    ...(options.noIndex
      ? [{ name: 'robots', content: 'noindex' }]
      : [
          { tagName: 'link', rel: 'canonical', href: canonical },
          { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: localizedUrl('en', rest) },
          { tagName: 'link', rel: 'alternate', hrefLang: 'sv', href: localizedUrl('sv', rest) },
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localizedUrl('en', rest) },
          { property: 'og:url', content: canonical },
        ]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: language === 'sv' ? 'sv_SE' : 'en_GB' },
    { property: 'og:locale:alternate', content: language === 'sv' ? 'en_GB' : 'sv_SE' },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    { 'script:ld+json': organizationStructuredData() },
    ...(options.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * The `meta` export of a public page whose description is `descriptionKey` of its own catalogue
 * `namespace`, in the page's language. `titleKey` where the title is not the one derived from the
 * path (a legal text, a partner page).
 */
export const metaDescribedBy =
  (namespace: string, descriptionKey: string, titleKey?: PageMetaOptions['titleKey']) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
    pageMeta(location.pathname, {
      titleKey,
      description: fixedT(localeOfPath(location.pathname).language, namespace)(descriptionKey),
    });

/** metaDescribedBy the introduction (`intro`) of the page's catalogue. */
export const metaDescribedByIntro = (namespace: string, titleKey?: PageMetaOptions['titleKey']) =>
  metaDescribedBy(namespace, 'intro', titleKey);
