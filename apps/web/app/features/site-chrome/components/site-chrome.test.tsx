import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../lib/test-render.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The element a disclosure button shows and hides (its aria-controls). */
const controlledBy = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('SiteHeader (SPEC §2)', () => {
  it('links the logo to the locale root and offers the FAQ and contact pages', () => {
    renderAt('/sv-se/about-us', <SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Levera – gå till startsidan' })).toHaveAttribute(
      'href',
      '/sv-se',
    );
    expect(within(header).getByRole('link', { name: 'Vanliga frågor' })).toHaveAttribute(
      'href',
      '/sv-se/faqs',
    );
    expect(within(header).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute(
      'href',
      '/sv-se/contact-us',
    );
    // The rider banner sits in a landmark of its own (issue 35 §6).
    const banner = within(screen.getByRole('complementary', { name: 'Bli bud' })).getByRole('link', {
      name: /öppnas i en ny flik/,
    });
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveTextContent('Anmäl dig nu');
  });

  it('the language dropdown keeps the path and marks the current language', async () => {
    const { user } = renderAt('/sv-en/faqs?x=1', <SiteHeader />);
    const toggle = screen.getByRole('button', { name: /Change language/ });
    expect(toggle).toHaveTextContent('EN');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(controlledBy(toggle)).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['EnglishEN', '/sv-en/faqs?x=1', 'true'],
      ['SvenskaSV', '/sv-se/faqs?x=1', null],
    ]);
    expect(links[1]?.querySelector('img')).toHaveAttribute('src', '/images/flags/se.svg');
  });

  it('names each language in its own language, on a Swedish page too (issue 35 §6)', async () => {
    const { user } = renderAt('/sv-se/faqs', <SiteHeader />);
    await user.click(screen.getByRole('button', { name: /Byt språk/ }));
    const english = screen.getByRole('link', { name: /English/ });
    expect(english).toHaveAttribute('href', '/sv-en/faqs');
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('link', { name: /Svenska/ })).getByText('Svenska')).toHaveAttribute(
      'lang',
      'sv',
    );
    expect(screen.queryByText('Engelska')).toBeNull();
  });

  it('the phone menu opens with its own language picker', async () => {
    const { user } = renderAt('/sv-en', <SiteHeader />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const menu = controlledBy(menuButton);
    expect(menu).toHaveAttribute('hidden');
    await user.click(menuButton);
    expect(menu).not.toHaveAttribute('hidden');
    expect(menuButton).toHaveAccessibleName('Close menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sv-en/faqs', '/sv-en/contact-us', '/sv-en', '/sv-se']);
  });
});

describe('SiteFooter (SPEC §2)', () => {
  it('links Careers in English', () => {
    const { container } = renderAt('/sv-en', <SiteFooter />);
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/sv-en/careers');
    expect(screen.queryByRole('link', { name: 'Katrineholm' })).toBeNull();
    expect(container).toHaveTextContent('Katrineholm');
    expect(container).toHaveTextContent('Designed and built by Nordsken Studio');
  });

  it('shows Careers without a link in Swedish', () => {
    renderAt('/sv-se', <SiteFooter />);
    expect(screen.queryByRole('link', { name: 'Karriär' })).toBeNull();
    expect(screen.getByText('Karriär', { selector: 'span' })).toBeInTheDocument();
    for (const [text, href] of [
      ['Om oss', '/sv-se/about-us'],
      ['Ansök som bud', '/sv-se/partner/rider'],
      ['Ansök som partner', '/sv-se/partner/vendor'],
      ['Användarvillkor', '/sv-se/terms-of-use'],
      ['Integritetspolicy', '/sv-se/privacy-policy'],
    ] as const) {
      expect(screen.getByRole('link', { name: text }), text).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: /support@levera\.se$/ })).toHaveAttribute(
      'href',
      'mailto:support@levera.se',
    );
    expect(screen.getAllByRole('link', { name: /^Levera på/ })).toHaveLength(4);
  });
});
