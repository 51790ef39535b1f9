// Writes the files that describe the built site, derived from the prerendered pages themselves (so
// they always match the route list of @levera/domain the build prerendered, and VITE_SITE_URL):
// - sitemap.xml: every indexable page (has a canonical link, no `noindex`) in every locale, with
//   its hreflang alternates;
// - robots.txt: allows the site, keeps crawlers out of the API and the back-office, names the sitemap;
// - app-download-qr.svg: the QR code of the app download block, linking to the site root with
//   ?download=app, which sends a phone straight to its app store (SPEC §2, §9).
// Run by `npm run build` after `react-router build`; `node scripts/generate-site-files.mjs public`
// refreshes the QR code kept in public/ for the dev server.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

const LOCALE_DIR = /^sv-(en|se)$/;
const outDir = path.resolve(process.argv[2] ?? 'build/client');
const buildDir = path.resolve('build/client');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return entry === 'index.html' ? [file] : [];
  });
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Canonical URL and alternates of a prerendered page, or null when it must not be indexed. */
export function describePage(html) {
  if (/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)) return null;
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  const canonical = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  if (!canonical) return null;
  const alternates = links
    .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
    .map((tag) => ({ hreflang: attribute(tag, 'hreflang'), href: attribute(tag, 'href') }));
  return { url: attribute(canonical, 'href'), alternates };
}

const localeDirs = existsSync(buildDir)
  ? readdirSync(buildDir).filter((entry) => LOCALE_DIR.test(entry))
  : [];
const pages = localeDirs
  .flatMap((locale) => htmlFiles(path.join(buildDir, locale)))
  .map((file) => describePage(readFileSync(file, 'utf8')))
  .filter(Boolean)
  .sort((a, b) => a.url.localeCompare(b.url));
const home = pages.find((page) => LOCALE_DIR.test(new URL(page.url).pathname.split('/')[1] ?? ''));
const origin = home ? new URL(home.url).origin : (process.env.VITE_SITE_URL ?? 'https://levera.se');
const today = new Date().toISOString().slice(0, 10);

if (outDir === buildDir) {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) =>
      [
        '  <url>',
        `    <loc>${escapeXml(page.url)}</loc>`,
        `    <lastmod>${today}</lastmod>`,
        ...page.alternates.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
    '</urlset>',
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap);

  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...localeDirs.sort().flatMap((locale) => [`Disallow: /${locale}/admin/`, `Disallow: /${locale}/vendor/`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'robots.txt'), robots);
}

const qr = await QRCode.toString(`${origin}/?download=app`, {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: '#0f172a', light: '#ffffff' },
});
// A <title> names the drawing for tools that open the file on its own (the page's <img> has alt text).
writeFileSync(
  path.join(outDir, 'app-download-qr.svg'),
  qr.replace(/(<svg[^>]*>)/, '$1<title>QR code: Levera app</title>'),
);

console.log(
  outDir === buildDir
    ? `web: sitemap.xml (${pages.length} pages), robots.txt and app-download-qr.svg for ${origin}`
    : `web: ${path.relative(process.cwd(), outDir)}/app-download-qr.svg for ${origin}`,
);
