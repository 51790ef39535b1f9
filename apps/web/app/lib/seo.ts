import { LOCALE_SEGMENTS, pageTitleKey, type SiteLanguage } from '@levera/domain';
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

/**
 * Page metadata (SPEC §2): a title derived from the path, description, canonical link, alternate
 * language links with x-default, and social preview tags. `description` overrides the site one.
 */
export function pageMeta(pathname: string, options: { description?: string; noIndex?: boolean } = {}): MetaDescriptor[] {
  const { language } = localeOfPath(pathname);
  const t = fixedT(language, 'common');
  const rest = pathAfterLocale(pathname);
  const titleKey = pageTitleKey(rest);
  const title = titleKey
    ? t('pageTitles.template', { prefix: t(`pageTitles.${titleKey}`) })
    : (t('site.title') as string);
  const description = options.description ?? (t('site.metaDescription') as string);
  const urlFor = (lang: SiteLanguage) => `${brand.siteUrl}/${LOCALE_SEGMENTS[lang]}${rest ? `/${rest}` : ''}`;
  const canonical = urlFor(language);

  return [
    { title },
    { name: 'description', content: description },
    ...(options.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: urlFor('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'sv', href: urlFor('sv') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlFor('en') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: language === 'sv' ? 'sv_SE' : 'en_GB' },
    { property: 'og:image', content: `${brand.siteUrl}/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}
