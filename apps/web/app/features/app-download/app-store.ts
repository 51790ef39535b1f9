import { APP_STORE_FALLBACK_MS } from '@levera/domain';
import { brand } from '../../config/brand.ts';

// SPEC §9 "App download": the download button tries the app's deep link, and if the app did not
// open, goes to the store after 1.5 s. The store is chosen by device: iOS or Android; desktops and
// unknown devices get the iOS store.

export type DevicePlatform = 'ios' | 'android' | 'desktop' | 'unknown';

type NavigatorLike = { userAgent?: string; platform?: string; maxTouchPoints?: number };

export function detectPlatform(nav: NavigatorLike | undefined): DevicePlatform {
  const userAgent = nav?.userAgent ?? '';
  if (!userAgent) return 'unknown';
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS 13+ reports itself as a Mac; only the touch screen tells them apart.
  if (/macintosh/i.test(userAgent) && (nav?.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/windows|macintosh|linux|cros/i.test(userAgent)) return 'desktop';
  return 'unknown';
}

export function storeUrlFor(platform: DevicePlatform): string {
  return platform === 'android' ? brand.appStores.android : brand.appStores.ios;
}

type BrowserLike = {
  navigator: NavigatorLike;
  document: {
    hidden: boolean;
    addEventListener: Document['addEventListener'];
    removeEventListener: Document['removeEventListener'];
  };
  location: { href: string };
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

export type AppLaunch = { store: string; cancel: () => void };

/**
 * Opens the app through its deep link; when the page is still visible after `fallbackMs` (the app
 * is not installed), sends the visitor to the store of their device. Leaving the page (the app
 * opened) cancels the fallback.
 */
export function openAppOrStore(
  options: { browser?: BrowserLike; fallbackMs?: number; onFallback?: (store: string) => void } = {},
): AppLaunch {
  const browser = options.browser ?? (window as unknown as BrowserLike);
  const store = storeUrlFor(detectPlatform(browser.navigator));
  let timer = 0;
  const cleanup = () => {
    browser.clearTimeout(timer);
    browser.document.removeEventListener('visibilitychange', onVisibilityChange);
    browser.removeEventListener('pagehide', cleanup);
  };
  const onVisibilityChange = () => {
    if (browser.document.hidden) cleanup();
  };
  browser.document.addEventListener('visibilitychange', onVisibilityChange);
  browser.addEventListener('pagehide', cleanup);
  timer = browser.setTimeout(() => {
    cleanup();
    if (browser.document.hidden) return;
    options.onFallback?.(store);
    browser.location.href = store;
  }, options.fallbackMs ?? APP_STORE_FALLBACK_MS);
  browser.location.href = brand.appDeepLink;
  return { store, cancel: cleanup };
}

/** The query parameter of the QR code's link: a phone that scans it goes straight to its store. */
export const DOWNLOAD_PARAM = { name: 'download', value: 'app' } as const;
