// `npm run screenshots`: every screen at 320, 375 and 1280 px in both languages, into ./screenshots,
// for review (issue 9). Builds first if needed, runs the production server on a fresh embedded
// database with the demo data, and signs in as the demo admin and vendor it prints.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { isProtectedPath, PAGE_PATHS, PAGES, routeAreaFromPath } from '../packages/domain/src/routes.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4620);
const base = `http://127.0.0.1:${PORT}`;

if (
  !existsSync(path.join(root, 'apps/api/dist/main.js')) ||
  !existsSync(path.join(root, 'apps/web/build/client'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'levera-shots-')),
    WEB_DIST_DIR: path.join(root, 'apps/web/build/client'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let printed = '';
server.stdout.on('data', (chunk) => {
  printed += chunk;
});
process.on('exit', () => server.kill('SIGTERM'));

for (
  let attempt = 0;
  !(await fetch(`${base}/api/health/ready`).then(
    (r) => r.ok,
    () => false,
  ));
  attempt++
) {
  if (attempt > 360) throw new Error('server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const credential = (email) => new RegExp(`${email.replace('.', '\\.')}\\s+(\\S+)`).exec(printed)?.[1];
const accounts = {
  admin: { email: 'admin@levera.se', password: credential('admin@levera.se') },
  vendor: { email: 'vendor@levera.se', password: credential('vendor@levera.se') },
};

/**
 * The screens: every page of the domain's route table (SPEC §2), so a page added there is
 * photographed too. A page that needs a session is taken signed in as its area's role; the sign-in,
 * set-password and case pages are taken as anyone opening them without a session or a link (a
 * link's token is not in the seed). A path with an ':id' is taken with the first id its list links
 * to.
 */
const SCREENS = { public: [], admin: [], vendor: [] };
for (const pagePath of PAGE_PATHS) {
  const role = isProtectedPath(`/sv-en/${pagePath}`) ? routeAreaFromPath(`/sv-en/${pagePath}`) : 'public';
  SCREENS[role].push(pagePath);
}
/** Where the first id of a path with ':id' is found: the list that links to it. */
const ID_SOURCES = {
  [PAGES.adminVendorMenu]: { list: PAGES.adminVendors, link: 'a[href*="/admin/vendors/"][href$="/menu"]' },
  // A pending promotion: the only kind My Promotions offers to edit.
  [PAGES.vendorPromotionEdit]: { list: PAGES.vendorPromotions, link: 'a[href*="/vendor/promotions/edit/"]' },
};
const WIDTHS = [320, 375, 1280];
const LOCALES = ['sv-en', 'sv-se'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function signIn(page, role) {
  const { email, password } = accounts[role];
  await page.goto(`${base}/sv-en/${role}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(admin\/queries|vendor\/promotions)$/);
}

/** The path of the first object a list links to, for a page whose path has an ':id'. */
async function filledPath(page, pagePath) {
  if (!pagePath.includes(':')) return pagePath;
  const source = ID_SOURCES[pagePath];
  if (!source) throw new Error(`screenshots: name the list whose links fill ${pagePath} in ID_SOURCES`);
  await page.goto(`${base}/sv-en/${source.list}`);
  const href = await page.locator(source.link).first().getAttribute('href', { timeout: 15_000 });
  return href.replace(/^\/sv-en\//, '');
}

let count = 0;
/** Screens wider than the window (they scroll sideways), reported at the end. */
const overflowing = [];
for (const width of WIDTHS) {
  for (const [role, pages] of Object.entries(SCREENS)) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
    // Hide the promo modal and the privacy toast so the pages themselves are visible.
    await context.addInitScript(() => {
      localStorage.setItem('levera.promoModalDismissed', 'true');
      localStorage.setItem('levera.privacyAgreement', 'true');
    });
    const page = await context.newPage();
    if (role !== 'public') await signIn(page, role);
    const screens = [];
    for (const pagePath of pages) screens.push({ pagePath, filled: await filledPath(page, pagePath) });
    for (const locale of LOCALES) {
      for (const { pagePath, filled } of screens) {
        await page.goto(`${base}/${locale}${filled ? `/${filled}` : ''}`);
        // Not 'networkidle': the admin screens hold the live-counts stream open (issue 17), so the
        // network never idles there. The page's own requests have answered within the pause.
        await page.waitForLoadState('load');
        await page.waitForTimeout(1_000);
        // An id changes with every seed: the file is named after the route table's path.
        const screen = pagePath.replace('/:id', '');
        const name = `${width}-${locale}-${screen.replaceAll('/', '_') || 'home'}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${name} (${scrollWidth} px)`);
        count++;
      }
    }
    await context.close();
  }
}
await browser.close();
console.log(`${count} screenshots in ${path.relative(process.cwd(), out) || '.'}`);
if (overflowing.length > 0) console.log(`Wider than the window:\n  ${overflowing.join('\n  ')}`);
process.exit(0);
