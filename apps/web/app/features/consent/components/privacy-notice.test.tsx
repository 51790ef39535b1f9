import { monthsBefore, RETENTION, STORAGE_KEYS } from '@levera/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, runAllTimers } from '../../../lib/test-render.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

const findNotice = (name = 'We value your privacy') => screen.findByRole('region', { name });
const queryNotice = () => screen.queryByRole('region');

describe('PrivacyNotice (SPEC §2, §9)', () => {
  it('shows once the page has loaded, and Close stores the agreement flag', async () => {
    const { user } = renderAt('/sv-en', <PrivacyNotice />);
    await findNotice();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(queryNotice()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
  });

  it('links to the privacy policy in the page language, and following it stores the flag', async () => {
    const { user } = renderAt('/sv-se', <PrivacyNotice />);
    await findNotice('Vi värnar om din integritet');
    // A plain link: the privacy policy is another prerendered document (decision 047).
    const link = screen.getByRole('link', { name: 'Läs vår integritetspolicy' });
    expect(link).toHaveAttribute('href', '/sv-se/privacy-policy');
    await user.click(link);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
  });

  it('Accept All stores consent to every category', async () => {
    const { user } = renderAt('/sv-en', <PrivacyNotice />);
    await findNotice();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? '{}')).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(queryNotice()).toBeNull();
  });

  it('returns focus to Manage Preferences when the preferences are closed (WCAG 2.4.3)', async () => {
    const { user } = renderAt('/sv-en', <PrivacyNotice />);
    await findNotice();
    const manage = screen.getByRole('button', { name: 'Manage Preferences' });
    await user.click(manage);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(manage);
  });
});

// The notice opens once the page is loaded and idle (a timer): these run every timer the page set.
/** The notice at `path` once every timer the page set has run (under fake timers). */
async function renderSettled(path: string) {
  renderAt(path, <PrivacyNotice />);
  await runAllTimers();
}

describe('PrivacyNotice over time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden once agreed to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    await renderSettled('/sv-en');
    expect(queryNotice()).toBeNull();
  });

  it('never shows inside the native app', async () => {
    await renderSettled('/sv-en?inapp=1');
    expect(queryNotice()).toBeNull();
  });

  it('never closes by itself', async () => {
    await renderSettled('/sv-en');
    expect(queryNotice()).toHaveAccessibleName('We value your privacy');
  });
});

// Issue 32: the privacy policy promises to ask for cookie consent again at least every 12 months.
// The clock is faked (vi.setSystemTime), so "11 months ago" is exact and nothing waits.
describe('PrivacyNotice asks again once the answer is RETENTION.consentRenewalMonths old', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const dayMs = 24 * 60 * 60 * 1000;
  const elevenMonthsAgo = monthsBefore(now, 11);
  const renewalPeriodAndADayAgo = new Date(
    monthsBefore(now, RETENTION.consentRenewalMonths).getTime() - dayMs,
  );
  /** A visitor who answered at `date` with Accept All: the flag, its date and the cookie choice. */
  const answeredAt = (date: Date) => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreementAt, date.toISOString());
    window.localStorage.setItem(
      STORAGE_KEYS.cookiePreferences,
      JSON.stringify({
        necessary: true,
        preferences: true,
        analytics: true,
        marketing: true,
        updatedAt: date.toISOString(),
      }),
    );
  };

  /**
   * A visitor whose answer lapsed a day ago answers the renewed notice on an English page with the
   * button `name`: the notice goes and the flag is stored with the time of the answer, which it returns.
   */
  const answerRenewedNotice = async (name: string) => {
    answeredAt(renewalPeriodAndADayAgo);
    await renderSettled('/sv-en');
    // The faked clock moved on while the timers ran; the click itself takes no time.
    const answeredNow = new Date().toISOString();
    // Under fake timers the click is a plain event: user-event's wrapper waits on the real clock.
    fireEvent.click(screen.getByRole('button', { name }));
    expect(queryNotice()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(answeredNow);
    return answeredNow;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows to a fresh visitor', async () => {
    await renderSettled('/sv-en');
    expect(queryNotice()).toHaveAccessibleName('We value your privacy');
  });

  it('stays hidden when the choice was made 11 months ago', async () => {
    answeredAt(elevenMonthsAgo);
    await renderSettled('/sv-en');
    expect(queryNotice()).toBeNull();
  });

  it('shows again when the choice was made 12 months and a day ago', async () => {
    answeredAt(renewalPeriodAndADayAgo);
    await renderSettled('/sv-se');
    expect(queryNotice()).toHaveAccessibleName('Vi värnar om din integritet');
  });

  it('stores the flag true and a new date when the renewed notice is closed', async () => {
    const answeredNow = await answerRenewedNotice('Close');
    expect(answeredNow.startsWith('2026-11-27T10:00')).toBe(true);
    // Closed without a new choice: the lapsed consent is gone, nothing optional is allowed.
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences)).toBeNull();
  });

  it('stores the new date with the cookie choice when the renewed notice is answered with Accept All', async () => {
    const answeredNow = await answerRenewedNotice('Accept All');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? '{}')).toMatchObject({
      analytics: true,
      updatedAt: answeredNow,
    });
  });

  it('does not ask a visitor whose flag has no date yet (stored before dates were kept): stamps it now', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    await renderSettled('/sv-en');
    expect(queryNotice()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
  });

  it('shows again when only the cookie choice is 12 months and a day old', async () => {
    answeredAt(renewalPeriodAndADayAgo);
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreementAt, elevenMonthsAgo.toISOString());
    await renderSettled('/sv-en');
    expect(queryNotice()).toHaveAccessibleName('We value your privacy');
  });
});
