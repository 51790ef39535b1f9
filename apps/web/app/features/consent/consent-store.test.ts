import { monthsBefore, RETENTION, STORAGE_KEYS } from '@levera/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  currentCookieChoice,
  hasConsent,
  hasPrivacyAgreement,
  readCookiePreferences,
  registerCategoryStorage,
  runWithConsent,
  saveCookiePreferences,
  storePrivacyAgreement,
} from './consent-store.ts';

beforeEach(() => window.localStorage.clear());

describe('privacy agreement flag (SPEC §2, §9)', () => {
  it('is missing until stored, and stored with the value true', () => {
    expect(hasPrivacyAgreement()).toBe(false);
    storePrivacyAgreement();
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
    expect(hasPrivacyAgreement()).toBe(true);
  });

  it('ignores any other stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'yes');
    expect(hasPrivacyAgreement()).toBe(false);
  });
});

describe('cookie preferences', () => {
  it('allows only necessary storage before a choice', () => {
    expect(readCookiePreferences()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(currentCookieChoice()).toEqual({ preferences: false, analytics: false, marketing: false });
  });

  it('stores Accept All with the time of the choice and the agreement flag', () => {
    acceptAllCookies(new Date('2026-05-01T10:00:00Z'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? '')).toEqual({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
      updatedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(hasPrivacyAgreement()).toBe(true);
    expect(hasConsent('marketing')).toBe(true);
  });

  it('stores a partial choice and respects it', () => {
    saveCookiePreferences({ preferences: true, analytics: false, marketing: false });
    expect(hasConsent('preferences')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('treats malformed storage as no choice', () => {
    window.localStorage.setItem(STORAGE_KEYS.cookiePreferences, '{not json');
    expect(readCookiePreferences()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences)).toBeNull();
  });

  it('starts consented features only after consent, and removes their storage when withdrawn', () => {
    const start = vi.fn();
    runWithConsent('analytics', start);
    expect(start).not.toHaveBeenCalled();
    saveCookiePreferences({ preferences: false, analytics: false, marketing: true });
    expect(start).not.toHaveBeenCalled();

    registerCategoryStorage('analytics', ['levera.analyticsId']);
    acceptAllCookies();
    expect(start).toHaveBeenCalledTimes(1);
    window.localStorage.setItem('levera.analyticsId', 'abc');
    acceptAllCookies();
    expect(start).toHaveBeenCalledTimes(1);

    saveCookiePreferences({ preferences: true, analytics: false, marketing: true });
    expect(window.localStorage.getItem('levera.analyticsId')).toBeNull();
  });

  it('runs at once when consent was already given', () => {
    acceptAllCookies();
    const start = vi.fn();
    runWithConsent('marketing', start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

// Issue 32: the privacy policy promises to ask for cookie consent again at least every 12 months.
describe('renewal after RETENTION.consentRenewalMonths', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const renewalDue = monthsBefore(now, RETENTION.consentRenewalMonths);
  const dayMs = 24 * 60 * 60 * 1000;
  const agreedAt = (date: Date) => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreementAt, date.toISOString());
  };

  it('stores the date of the agreement beside the flag', () => {
    storePrivacyAgreement(now);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
  });

  it('keeps an agreement until it is exactly the renewal period old', () => {
    agreedAt(new Date(renewalDue.getTime() + 1));
    expect(hasPrivacyAgreement(now)).toBe(true);
    agreedAt(renewalDue);
    expect(hasPrivacyAgreement(now)).toBe(false);
  });

  it('counts a flag stored before dates were kept as agreed now, and stamps it', () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    expect(hasPrivacyAgreement(now)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
    // …and asks again once that is the renewal period old.
    expect(hasPrivacyAgreement(new Date(now.getTime() + 366 * dayMs))).toBe(false);
  });

  it('treats an unreadable date, or one in the future, like a missing one', () => {
    agreedAt(new Date(now.getTime() + 30 * dayMs));
    expect(hasPrivacyAgreement(now)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreementAt, 'last spring');
    expect(hasPrivacyAgreement(now)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
  });

  it('asks again when the cookie choice is due, even with a newer agreement, and the choice lapses', () => {
    acceptAllCookies(new Date(renewalDue.getTime() - dayMs));
    agreedAt(now);
    expect(hasPrivacyAgreement(now)).toBe(false);
    expect(readCookiePreferences(now)).toBeNull();
    expect(currentCookieChoice(now)).toEqual({ preferences: false, analytics: false, marketing: false });
  });

  it('removes a lapsed choice and its storage when the notice is closed without a new choice', () => {
    registerCategoryStorage('marketing', ['levera.marketingId']);
    acceptAllCookies(new Date(renewalDue.getTime() - dayMs));
    window.localStorage.setItem('levera.marketingId', 'abc');
    storePrivacyAgreement(now);
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences)).toBeNull();
    expect(window.localStorage.getItem('levera.marketingId')).toBeNull();
    expect(hasPrivacyAgreement(now)).toBe(true);
  });

  it('renews both dates with a new choice', () => {
    acceptAllCookies(new Date(renewalDue.getTime() - dayMs));
    acceptAllCookies(now);
    expect(hasPrivacyAgreement(now)).toBe(true);
    expect(readCookiePreferences(now)?.updatedAt).toBe(now.toISOString());
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreementAt)).toBe(now.toISOString());
  });

  it('stamps a cookie choice stored without a date as made now', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cookiePreferences,
      JSON.stringify({ necessary: true, preferences: true, analytics: false, marketing: false }),
    );
    expect(readCookiePreferences(now)).toMatchObject({ preferences: true, updatedAt: now.toISOString() });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? '')).toMatchObject({
      updatedAt: now.toISOString(),
    });
  });
});
