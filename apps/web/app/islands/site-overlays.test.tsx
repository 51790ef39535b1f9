import { monthsBefore, RETENTION, STORAGE_KEYS } from '@levera/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, runAllTimers } from '../lib/test-render.tsx';
import { SiteOverlays } from './site-overlays.tsx';

// Issue 15, item 12: on a first visit the promo modal covered the cookie notice (on a phone, the
// whole page), and it interrupted people filling in the rider, vendor and contact forms.
afterEach(() => {
  vi.useRealTimers();
});
// The promo modal is loaded lazily, which takes real time, not timers: loaded first, it renders
// within a run of the timers, so "not open" there is not merely "not loaded yet".
beforeAll(() => import('../features/app-download/components/promo-modal.tsx'));

const findNotice = () => screen.findByRole('region');
const queryNotice = () => screen.queryByRole('region');
const findPromo = () => screen.findByRole('dialog');
const queryPromo = () => screen.queryByRole('dialog');

describe('SiteOverlays: one overlay at a time (decision 014)', () => {
  it('shows the cookie notice first and the promo modal only once the notice is answered', async () => {
    // Both overlays open once the page is idle (a timer): run every timer before saying "not open".
    // (Under fake timers the click is a plain event: user-event's wrapper waits on the real clock.)
    vi.useFakeTimers();
    renderAt('/sv-se', <SiteOverlays />);
    await runAllTimers();
    expect(queryNotice()).toHaveAccessibleName('Vi värnar om din integritet');
    expect(queryPromo()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(queryNotice()).toBeNull();
    await runAllTimers();
    vi.useRealTimers();
    expect(await findPromo()).toHaveTextContent('Din första leveransvecka bjuder vi på');
  });

  it('opens the promo modal after Accept All as well', async () => {
    const { user } = renderAt('/sv-en/faqs', <SiteOverlays />);
    await findNotice();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await findPromo();
  });

  it('shows the promo modal at once to a visitor who answered the notice before', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    renderAt('/sv-en/about-us', <SiteOverlays />);
    await findPromo();
    expect(queryNotice()).toBeNull();
  });

  // Issue 32: an answer the renewal period old is asked for again, before the promo modal.
  it('asks a visitor whose answer is 12 months and a day old again before the promo modal', async () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-27T10:00:00Z');
    vi.setSystemTime(now);
    const renewalDue = monthsBefore(now, RETENTION.consentRenewalMonths);
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    window.localStorage.setItem(
      STORAGE_KEYS.privacyAgreementAt,
      new Date(renewalDue.getTime() - 24 * 60 * 60 * 1000).toISOString(),
    );
    renderAt('/sv-en/about-us', <SiteOverlays />);
    await runAllTimers();
    expect(queryNotice()).toHaveAccessibleName('We value your privacy');
    expect(queryPromo()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await runAllTimers();
    vi.useRealTimers();
    await findPromo();
  });

  for (const path of [
    '/sv-se/partner/rider',
    '/sv-en/partner/vendor',
    '/sv-se/contact-us',
    '/sv-en/contact-us/',
  ]) {
    it(`never opens the promo modal on the form page ${path}`, async () => {
      vi.useFakeTimers();
      renderAt(path, <SiteOverlays />);
      await runAllTimers();
      fireEvent.click(within(queryNotice()!).getByRole('button', { name: /^(Stäng|Close)$/ }));
      await runAllTimers();
      vi.useRealTimers();
      expect(queryPromo()).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.promoModalDismissed)).toBeNull();
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
      const { user } = renderAt(`/${locale}`, <SiteOverlays />);
      await findNotice();
      await user.click(screen.getByRole('button', { name: manage }));
      const dialog = await screen.findByRole('dialog');
      const mentioning = within(dialog)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.includes(closedMessages));
      expect(mentioning).toHaveLength(1);
      expect(within(mentioning[0]!).getByRole('checkbox')).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: close }));
    });
  }

  it('stores the dismissal flag when the visitor closed the notice without choosing categories', async () => {
    const { user } = renderAt('/sv-en', <SiteOverlays />);
    await findNotice();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences)).toBeNull();
    const modal = await findPromo();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryPromo()).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEYS.promoModalDismissed)).toBe('true');
  });
});
