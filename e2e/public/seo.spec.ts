import { expect, test } from '@playwright/test';
import { INDEXABLE_PAGES, LOCALES, pageUrl } from './support.ts';

// SPEC §2 "Metadata" and issue 4: titles, description, canonical, hreflang with x-default, social
// preview tags, Organization data with customer service in English and Swedish; robots and sitemap.
const SITE = 'https://levera.se';

test('every indexable page has its metadata in the prerendered HTML', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const entry of INDEXABLE_PAGES) {
      const path = pageUrl(locale, entry.path);
      const html = await (await request.get(path)).text();
      const en = `${SITE}${pageUrl('sv-en', entry.path)}`;
      const sv = `${SITE}${pageUrl('sv-se', entry.path)}`;
      expect(html, path).toContain(`<title>${entry.title[locale].replace(/'/g, '&#x27;')}</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${en}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="sv" href="${sv}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${en}"/>`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
        expect(html, `${path} ${property}`).toContain(`property="${property}"`);
      }
      expect(html, path).toContain('name="twitter:card" content="summary_large_image"');
      expect(html, path).not.toContain('noindex');
    }
  }
});

test('the Organization data has customer service contact points in English and Swedish', async ({ page }) => {
  await page.goto('/sv-se/about-us');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({
    name: 'Levera',
    url: SITE,
    address: { addressLocality: 'Katrineholm' },
  });
  expect(organization.contactPoint).toEqual([
    expect.objectContaining({
      contactType: 'customer service',
      availableLanguage: ['English'],
      email: 'support@levera.se',
    }),
    expect.objectContaining({
      contactType: 'customer service',
      availableLanguage: ['Swedish'],
      email: 'support@levera.se',
    }),
  ]);
});

test('the FAQ page describes its questions for search engines', async ({ page }) => {
  await page.goto('/sv-en/faqs');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faq.mainEntity.length).toBeGreaterThan(20);
  expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
});

test('the status pages are kept out of search results', async ({ request }) => {
  for (const path of ['not-found', 'maintenance', 'coming-soon']) {
    expect(await (await request.get(`/sv-en/${path}`)).text()).toContain(
      '<meta name="robots" content="noindex"/>',
    );
  }
});

test('robots.txt names the sitemap and keeps crawlers out of the API and back-office', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  for (const rule of ['Disallow: /api/', 'Disallow: /sv-en/admin/', 'Disallow: /sv-se/vendor/'])
    expect(robots).toContain(rule);
  expect(robots).not.toContain('Disallow: /sv-en/partner');
});

test('sitemap.xml lists every public page in both locales with their alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const sitemap = await response.text();
  for (const locale of LOCALES) {
    for (const entry of INDEXABLE_PAGES) {
      expect(sitemap).toContain(`<loc>${SITE}${pageUrl(locale, entry.path)}</loc>`);
    }
  }
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="sv" href="${SITE}/sv-se/faqs"/>`);
  for (const path of ['not-found', 'maintenance', 'coming-soon', 'admin', 'vendor/']) {
    expect(sitemap).not.toContain(`/sv-en/${path}`);
  }
});

test('the social preview image and favicon exist', async ({ request }) => {
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});
