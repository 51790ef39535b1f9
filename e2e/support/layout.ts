import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks for narrow screens (issue 15, items 10 and 11), measured in the browser.

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, 'page width').toBeLessThanOrEqual(widths.innerWidth);
}

/**
 * The page at 1280 and 375 px, saved as `<name>-<width>.png` under SCREENSHOT_DIR when it is set,
 * with nothing wider than the screen; then back at 1280 by 800.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverflow(page);
    if (folder) await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The words of the element's text that are split over two lines. */
export function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** How many lines the element's text takes. */
export function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    ).size;
  });
}
