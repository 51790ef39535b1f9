import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../config/brand.ts';
import { detectPlatform, openAppOrStore, storeUrlFor } from './app-store.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
};

describe('store by device (SPEC §9)', () => {
  it('recognises iOS, iPadOS, Android, desktops and unknown devices', () => {
    expect(detectPlatform({ userAgent: UA.iphone })).toBe('ios');
    expect(detectPlatform({ userAgent: UA.ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(detectPlatform({ userAgent: UA.android })).toBe('android');
    expect(detectPlatform({ userAgent: UA.windows })).toBe('desktop');
    expect(detectPlatform({ userAgent: UA.mac, maxTouchPoints: 0 })).toBe('desktop');
    expect(detectPlatform({ userAgent: 'SomeTV/1.0' })).toBe('unknown');
    expect(detectPlatform({})).toBe('unknown');
  });

  it('sends Android to Google Play and everything else to the App Store', () => {
    expect(storeUrlFor('android')).toBe(brand.appStores.android);
    for (const platform of ['ios', 'desktop', 'unknown'] as const) {
      expect(storeUrlFor(platform)).toBe(brand.appStores.ios);
    }
  });
});

describe('openAppOrStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeBrowser(userAgent: string) {
    const documentEvents = new EventTarget();
    const windowEvents = new EventTarget();
    const visited: string[] = [];
    const browser = {
      navigator: { userAgent },
      document: {
        hidden: false,
        addEventListener: documentEvents.addEventListener.bind(documentEvents),
        removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
      },
      location: {
        get href() {
          return visited.at(-1) ?? '';
        },
        set href(url: string) {
          visited.push(url);
        },
      },
      addEventListener: windowEvents.addEventListener.bind(windowEvents),
      removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (id: number) => clearTimeout(id),
    };
    return { browser, visited, documentEvents, windowEvents };
  }

  it('tries the deep link, then the store of the device after 1.5 s', () => {
    const { browser, visited } = fakeBrowser(UA.android);
    openAppOrStore({ browser: browser as never });
    expect(visited).toEqual([brand.appDeepLink]);
    vi.advanceTimersByTime(1499);
    expect(visited).toEqual([brand.appDeepLink]);
    vi.advanceTimersByTime(1);
    expect(visited).toEqual([brand.appDeepLink, brand.appStores.android]);
  });

  it('sends desktops to the iOS store', () => {
    const { browser, visited } = fakeBrowser(UA.windows);
    openAppOrStore({ browser: browser as never });
    vi.advanceTimersByTime(1500);
    expect(visited.at(-1)).toBe(brand.appStores.ios);
  });

  it('stays when the app opened (the page was hidden)', () => {
    const { browser, visited, documentEvents } = fakeBrowser(UA.iphone);
    openAppOrStore({ browser: browser as never });
    browser.document.hidden = true;
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(visited).toEqual([brand.appDeepLink]);
  });

  it('stays when the page was left', () => {
    const { browser, visited, windowEvents } = fakeBrowser(UA.iphone);
    openAppOrStore({ browser: browser as never });
    windowEvents.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000);
    expect(visited).toEqual([brand.appDeepLink]);
  });
});
