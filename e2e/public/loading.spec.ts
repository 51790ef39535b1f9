import { expect, test } from '@playwright/test';
import { dismissSiteOverlays, LOCALES, PUBLIC_PAGES, pageUrl } from './support.ts';

// Decision 007: a prerendered public page is painted from its HTML and stylesheet alone; its
// JavaScript is requested only after the first paint, and then hydrates the page as before (the
// language-switch, overlay and form specs use the hydrated pages).
test.beforeEach(async ({ context }) => dismissSiteOverlays(context));

for (const locale of LOCALES) {
  test(`${locale} pages paint before they request any JavaScript`, async ({ page, request }) => {
    for (const entry of PUBLIC_PAGES) {
      const url = pageUrl(locale, entry.path);
      const html = await (await request.get(url)).text();
      expect(html, url).not.toContain('<link rel="modulepreload"');

      await page.goto(url);
      const timing = await page.waitForFunction(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((resource) => /\/assets\/.+\.js$/.test(resource.name));
        return paint && scripts.length > 0
          ? { paint: paint.startTime, firstScript: Math.min(...scripts.map((script) => script.startTime)) }
          : null;
      });
      const { paint, firstScript } = (await timing.jsonValue())!;
      expect(firstScript, url).toBeGreaterThanOrEqual(paint);
    }
  });
}
