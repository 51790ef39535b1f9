import { STORAGE_KEYS } from '@levera/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byText, click, renderAt, settle, waitFor } from '../lib/test-render.tsx';
import { SiteOverlays } from './public-layout.tsx';

// Issue 15, item 12: on a first visit the promo modal covered the cookie notice (on a phone, the
// whole page), and it interrupted people filling in the rider, vendor and contact forms.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const promo = () => document.querySelector('[role="dialog"]');
const notice = () => document.querySelector('section[aria-labelledby]');

describe('SiteOverlays: one overlay at a time (decision 014)', () => {
  it('shows the cookie notice first and the promo modal only once the notice is answered', async () => {
    const { container, unmount } = await renderAt('/sv-se', <SiteOverlays />);
    await waitFor(notice);
    await settle(600);
    expect(promo()).toBeNull();
    await click(byText(container, 'button', 'Stäng'));
    expect(notice()).toBeNull();
    await waitFor(promo);
    expect(promo()?.textContent).toContain('Din första leveransvecka bjuder vi på');
    await unmount();
  });

  it('opens the promo modal after Accept All as well', async () => {
    const { container, unmount } = await renderAt('/sv-en/faqs', <SiteOverlays />);
    await waitFor(notice);
    await click(byText(container, 'button', 'Accept All'));
    await waitFor(promo);
    await unmount();
  });

  it('shows the promo modal at once to a visitor who answered the notice before', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    const { unmount } = await renderAt('/sv-en/about-us', <SiteOverlays />);
    await waitFor(promo);
    expect(notice()).toBeNull();
    await unmount();
  });

  for (const path of [
    '/sv-se/partner/rider',
    '/sv-en/partner/vendor',
    '/sv-se/contact-us',
    '/sv-en/contact-us/',
  ]) {
    it(`never opens the promo modal on the form page ${path}`, async () => {
      const { container, unmount } = await renderAt(path, <SiteOverlays />);
      await waitFor(notice);
      await click(byText(container, 'button', 'Stäng') ?? byText(container, 'button', 'Close'));
      await settle(600);
      expect(promo()).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.promoModalDismissed)).toBeNull();
      await unmount();
    });
  }
});

// Issue 15, item 14: the dialog said closed messages are remembered only with consent, while the
// promo modal stores its dismissal flag without any cookie choice (SPEC §2; the privacy policy
// lists it as storage the site needs). The text now says what the site does.
describe('the cookie preferences dialog and the promo dismissal flag', () => {
  for (const [locale, close, manage, closedMessages] of [
    ['sv-en', 'Close', 'Manage Preferences', 'the messages you have closed'],
    ['sv-se', 'Stäng', 'Hantera inställningar', 'meddelanden som du har stängt'],
  ] as const) {
    it(`names closed messages under the necessary storage, which needs no consent (${locale})`, async () => {
      const { container, unmount } = await renderAt(`/${locale}`, <SiteOverlays />);
      await waitFor(notice);
      await click(byText(container, 'button', manage));
      const dialog = await waitFor(promo);
      const categories = [...dialog.querySelectorAll('li')];
      const mentioning = categories.filter((item) => item.textContent?.includes(closedMessages));
      expect(mentioning).toHaveLength(1);
      expect(mentioning[0]?.querySelector('input[type="checkbox"]')?.hasAttribute('disabled')).toBe(true);
      await click(dialog.querySelector(`button[aria-label="${close}"]`));
      await unmount();
    });
  }

  it('stores the dismissal flag when the visitor closed the notice without choosing categories', async () => {
    const { container, unmount } = await renderAt('/sv-en', <SiteOverlays />);
    await waitFor(notice);
    await click(byText(container, 'button', 'Close'));
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences)).toBeNull();
    const modal = await waitFor(promo);
    await click(modal.querySelector('button[aria-label="Close"]'));
    await settle();
    expect(promo()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.promoModalDismissed)).toBe('true');
    await unmount();
  });
});
