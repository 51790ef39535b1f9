import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/about.json';
import sv from '../../../../locales/sv/about.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import { AboutContent } from './about-content.tsx';

registerCatalog('about', { en, sv });

/** The value a fact list gives for `label` (the <dd> after its <dt>). */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AboutContent: the review count (issue 15, item 4)', () => {
  it('writes the count the Swedish way on Swedish pages, as the home page does', () => {
    const { container } = renderAt('/sv-se/about-us', <AboutContent />);
    expect(fact('Kundomdömen')).toBe('13,7 tusen');
    expect(container).not.toHaveTextContent('13.7k');
  });

  it('keeps 13.7k on English pages (SPEC §1)', () => {
    renderAt('/sv-en/about-us', <AboutContent />);
    expect(fact('Customer reviews')).toBe('13.7k');
  });
});
