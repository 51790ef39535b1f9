import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepPlaceholders, withEmailLinks, withNodes } from './rich-text.tsx';

describe('withNodes', () => {
  it('replaces placeholders with nodes in the translator’s order', () => {
    const html = renderToStaticMarkup(
      <p>{withNodes('Write to {{email}} today', { email: <a href="mailto:x">x</a> })}</p>,
    );
    expect(html).toBe('<p>Write to <a href="mailto:x">x</a> today</p>');
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(renderToStaticMarkup(<p>{withNodes('{{a}} and {{b}}', { a: 'A' })}</p>)).toBe(
      '<p>A and {{b}}</p>',
    );
    expect(keepPlaceholders('email', 'role')).toEqual({ email: '{{email}}', role: '{{role}}' });
  });

  it('links e-mail addresses', () => {
    const html = renderToStaticMarkup(<p>{withEmailLinks('Mail support@levera.se now.', 'x')}</p>);
    expect(html).toBe('<p>Mail <a href="mailto:support@levera.se" class="x">support@levera.se</a> now.</p>');
  });
});
