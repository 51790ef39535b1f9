import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/about.json';
import sv from '../../../../locales/sv/about.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import { AboutContent } from './about-content.tsx';

registerCatalog('about', { en, sv });

const fact = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

describe('AboutContent: the review count (issue 15, item 4)', () => {
  it('writes the count the Swedish way on Swedish pages, as the home page does', async () => {
    const { container, unmount } = await renderAt('/sv-se/about-us', <AboutContent />);
    expect(fact(container, 'Kundomdömen')).toBe('13,7 tusen');
    expect(container.textContent).not.toContain('13.7k');
    await unmount();
  });

  it('keeps 13.7k on English pages (SPEC §1)', async () => {
    const { container, unmount } = await renderAt('/sv-en/about-us', <AboutContent />);
    expect(fact(container, 'Customer reviews')).toBe('13.7k');
    await unmount();
  });
});
