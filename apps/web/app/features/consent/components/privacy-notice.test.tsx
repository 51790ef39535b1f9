import { STORAGE_KEYS } from '@levera/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byText, click, renderAt, settle } from '../../../lib/test-render.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const notice = (container: HTMLElement) => container.querySelector('section[aria-labelledby]');

describe('PrivacyNotice (SPEC §2, §9)', () => {
  it('shows once the page has loaded, and Close stores the agreement flag', async () => {
    const { container, unmount } = await renderAt('/sv-en', <PrivacyNotice />);
    await settle(60);
    expect(notice(container)?.textContent).toContain('We value your privacy');
    await click(byText(container, 'button', 'Close'));
    expect(notice(container)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
    await unmount();
  });

  it('links to the privacy policy in the page language, and following it stores the flag', async () => {
    const { container, router, unmount } = await renderAt('/sv-se', <PrivacyNotice />);
    await settle(60);
    const link = byText(container, 'a', 'Läs vår integritetspolicy');
    expect(link?.getAttribute('href')).toBe('/sv-se/privacy-policy');
    await click(link);
    expect(window.localStorage.getItem(STORAGE_KEYS.privacyAgreement)).toBe('true');
    expect(router.state.location.pathname).toBe('/sv-se/privacy-policy');
    await unmount();
  });

  it('Accept All stores consent to every category', async () => {
    const { container, unmount } = await renderAt('/sv-en', <PrivacyNotice />);
    await settle(60);
    await click(byText(container, 'button', 'Accept All'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? '{}')).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(notice(container)).toBeNull();
    await unmount();
  });

  it('stays hidden once agreed to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.privacyAgreement, 'true');
    const { container, unmount } = await renderAt('/sv-en', <PrivacyNotice />);
    await settle(60);
    expect(notice(container)).toBeNull();
    await unmount();
  });

  it('never shows inside the native app', async () => {
    window.history.replaceState(null, '', '/sv-en?inapp=1');
    const { container, unmount } = await renderAt('/sv-en', <PrivacyNotice />);
    await settle(60);
    expect(notice(container)).toBeNull();
    await unmount();
  });

  it('never closes by itself', async () => {
    const { container, unmount } = await renderAt('/sv-en', <PrivacyNotice />);
    await settle(300);
    expect(notice(container)).not.toBeNull();
    await unmount();
  });
});
