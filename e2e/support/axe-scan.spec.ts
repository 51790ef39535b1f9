import { expect, test } from '@playwright/test';
import { axeScan } from './axe.ts';

// The scans judge a page as a person sees it once it has settled. A colour that is still fading
// (a button enabled a moment ago fades from its disabled grey) is no contrast defect: CI failed
// e2e/admin/offers.spec.ts on a "Deactivate" button caught at #7c8ca3 on its way to slate-800.
test('an axe scan waits for running colour transitions, and still sees a real contrast defect', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <h1>Transitions</h1>
      <button id="fading" type="button" style="color: #cbd5e1; background: #fff; transition: color 1500ms linear">Fading in</button>
      <p id="pale" style="color: #cbd5e1; background: #fff">Always pale</p>
    </main>`);
  // The fade starts now, from a pale grey to near black; the paragraph stays pale.
  await page.evaluate(() => {
    const button = document.getElementById('fading')!;
    button.getBoundingClientRect();
    button.style.color = '#1e293b';
  });
  const contrast = (await axeScan(page)).violations.find((violation) => violation.id === 'color-contrast');
  expect(contrast?.nodes.map((node) => node.target.join(' '))).toEqual(['#pale']);
});
