import { STORAGE_KEYS } from '@levera/domain';
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
