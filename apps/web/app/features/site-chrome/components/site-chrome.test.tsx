import { afterEach, describe, expect, it } from 'vitest';
import { byText, click, renderAt } from '../../../lib/test-render.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SiteHeader (SPEC §2)', () => {
  it('links the logo to the locale root and offers the FAQ and contact pages', async () => {
    const { container, unmount } = await renderAt('/sv-se/about-us', <SiteHeader />);
    const header = container.querySelector('header')!;
    expect(header.querySelector('a[aria-label="Levera – gå till startsidan"]')?.getAttribute('href')).toBe(
      '/sv-se',
    );
    expect(byText(header, 'a', 'Vanliga frågor')?.getAttribute('href')).toBe('/sv-se/faqs');
    expect(byText(header, 'a', 'Kontakta oss')?.getAttribute('href')).toBe('/sv-se/contact-us');
    const banner = container.querySelector('a[target="_blank"]');
    expect(banner?.textContent).toContain('Anmäl dig nu');
    await unmount();
  });

  it('the language dropdown keeps the path and marks the current language', async () => {
    const { container, unmount } = await renderAt('/sv-en/faqs?x=1', <SiteHeader />);
    const toggle = container.querySelector('button[aria-expanded]')!;
    expect(toggle.textContent).toContain('EN');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    const links = [...list.querySelectorAll('a')];
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['EnglishEN', '/sv-en/faqs?x=1', 'true'],
      ['SwedishSV', '/sv-se/faqs?x=1', null],
    ]);
    expect(links[1]?.querySelector('img')?.getAttribute('src')).toBe('/images/flags/se.svg');
    await unmount();
  });

  it('the phone menu opens with its own language picker', async () => {
    const { container, unmount } = await renderAt('/sv-en', <SiteHeader />);
    const menuButton = container.querySelector('button[aria-label="Open menu"]')!;
    const menu = container.querySelector(`#${CSS.escape(menuButton.getAttribute('aria-controls')!)}`)!;
    expect(menu.hasAttribute('hidden')).toBe(true);
    await click(menuButton);
    expect(menu.hasAttribute('hidden')).toBe(false);
    expect(menuButton.getAttribute('aria-label')).toBe('Close menu');
    expect([...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/sv-en/faqs',
      '/sv-en/contact-us',
      '/sv-en',
      '/sv-se',
    ]);
    await unmount();
  });
});

describe('SiteFooter (SPEC §2)', () => {
  it('links Careers in English', async () => {
    const { container, unmount } = await renderAt('/sv-en', <SiteFooter />);
    expect(byText(container, 'a', 'Careers')?.getAttribute('href')).toBe('/sv-en/careers');
    expect(byText(container, 'a', 'Katrineholm')).toBeUndefined();
    expect(container.textContent).toContain('Katrineholm');
    expect(container.textContent).toContain('Designed and built by Nordsken Studio');
    await unmount();
  });

  it('shows Careers without a link in Swedish', async () => {
    const { container, unmount } = await renderAt('/sv-se', <SiteFooter />);
    expect(byText(container, 'a', 'Karriär')).toBeUndefined();
    expect(byText(container, 'span', 'Karriär')).toBeDefined();
    for (const [text, href] of [
      ['Om oss', '/sv-se/about-us'],
      ['Ansök som bud', '/sv-se/partner/rider'],
      ['Ansök som partner', '/sv-se/partner/vendor'],
      ['Användarvillkor', '/sv-se/terms-of-use'],
      ['Integritetspolicy', '/sv-se/privacy-policy'],
    ]) {
      expect(byText(container, 'a', text!)?.getAttribute('href'), text).toBe(href);
    }
    expect(container.querySelector('a[href="mailto:support@levera.se"]')).not.toBeNull();
    expect(container.querySelectorAll('a[aria-label^="Levera på"]')).toHaveLength(4);
    await unmount();
  });
});
