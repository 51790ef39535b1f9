import { STORAGE_KEYS } from '@levera/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { click, renderAt, settle, waitFor } from '../../../lib/test-render.tsx';
import { PromoModalLauncher } from './promo-modal-launcher.tsx';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  document.head.querySelector('meta[name="app-context"]')?.remove();
});

const dialog = () => document.querySelector('[role="dialog"]');

describe('PromoModalLauncher (SPEC §2)', () => {
  it('shows the modal with the download button, and the X stores the dismissal flag', async () => {
    const { unmount } = await renderAt('/sv-en', <PromoModalLauncher canOpen />);
    await waitFor(dialog);
    expect(dialog()?.textContent).toContain('Your first week of delivery is on us');
    expect(dialog()?.querySelector('a')?.textContent).toContain('Download the app');
    await click(dialog()?.querySelector('button[aria-label="Close"]'));
    await settle();
    expect(dialog()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.promoModalDismissed)).toBe('true');
    await unmount();
  });

  it('is in Swedish on Swedish pages', async () => {
    const { unmount } = await renderAt('/sv-se/faqs', <PromoModalLauncher canOpen />);
    await waitFor(dialog);
    expect(dialog()?.textContent).toContain('Din första leveransvecka bjuder vi på');
    await unmount();
  });

  it('is not shown when the flag is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.promoModalDismissed, 'true');
    const { unmount } = await renderAt('/sv-en', <PromoModalLauncher canOpen />);
    await settle(600);
    expect(dialog()).toBeNull();
    await unmount();
  });

  it('is not shown while the page holds it back', async () => {
    const { unmount } = await renderAt('/sv-en', <PromoModalLauncher canOpen={false} />);
    await settle(600);
    expect(dialog()).toBeNull();
    await unmount();
  });

  it('is not shown inside the native app', async () => {
    const meta = document.createElement('meta');
    meta.name = 'app-context';
    meta.content = 'native';
    document.head.append(meta);
    const { unmount } = await renderAt('/sv-en', <PromoModalLauncher canOpen />);
    await settle(600);
    expect(dialog()).toBeNull();
    await unmount();
  });
});
