import { STORAGE_KEYS } from '@levera/domain';
import { screen } from '@testing-library/react';
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
});

// The notice opens once the page is loaded and idle (a timer): these run every timer the page set.
describe('PrivacyNotice over time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden once agreed to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    renderAt('/sv-en', <PrivacyNotice />);
    await runAllTimers();
    expect(queryNotice()).toBeNull();
  });

  it('never shows inside the native app', async () => {
    renderAt('/sv-en?inapp=1', <PrivacyNotice />);
    await runAllTimers();
    expect(queryNotice()).toBeNull();
  });

  it('never closes by itself', async () => {
    renderAt('/sv-en', <PrivacyNotice />);
    await runAllTimers();
    expect(queryNotice()).toHaveAccessibleName('We value your privacy');
  });
});
