import { useEffect, useState } from 'react';

// SPEC §2: the promo modal and the privacy toast never show inside the native app. The app is
// recognised by any one of the signals the spec lists: the URL parameters inapp, source and app, a
// user-agent marker, a <meta name="app-context" content="native"> tag, the referrer, and the
// presence of the native app's JavaScript interfaces. Once recognised, the rest of the browsing
// session inside that web view counts as in-app too (links inside it drop the URL parameters).

/** The marker the Levera apps add to their web views' user agent ("… LeveraApp/2.4 (iOS)"). */
export const NATIVE_USER_AGENT_MARKER = /\bLeveraApp\b/i;
/** Referrers of pages opened from an app: Android's app referrer and the app's own URL scheme. */
const NATIVE_REFERRER = /^(android-app:\/\/|levera:\/\/)/i;
const TRUE_VALUES = new Set(['', '1', 'true', 'yes', 'native']);
const APP_SOURCES = new Set(['app', 'native', 'ios', 'android', 'ios-app', 'android-app', 'levera-app']);
const SESSION_FLAG = 'levera.nativeApp';

export type NativeAppSignal = 'param' | 'userAgent' | 'meta' | 'referrer' | 'interface' | 'session';

export type NativeAppEnvironment = {
  search: string;
  userAgent: string;
  referrer: string;
  /** Content of <meta name="app-context">, or null. */
  appContext: string | null;
  /** The global object, for the app's injected interfaces. */
  globals: Record<string, unknown>;
  /** Whether this browsing session was already recognised as in-app. */
  rememberedInSession: boolean;
};

/**
 * The interfaces the Levera apps inject into their web views: `LeveraNative` (Android,
 * addJavascriptInterface), the `levera` script message handler (iOS, WKWebView) and
 * `ReactNativeWebView` (React Native's bridge).
 */
function hasNativeInterface(globals: Record<string, unknown>): boolean {
  if (globals.LeveraNative || globals.ReactNativeWebView) return true;
  const webkit = globals.webkit as { messageHandlers?: Record<string, unknown> } | undefined;
  return Boolean(webkit?.messageHandlers?.levera);
}

/** The first signal that says the page runs inside the native app, or null in a normal browser. */
export function detectNativeApp(env: NativeAppEnvironment): NativeAppSignal | null {
  const params = new URLSearchParams(env.search);
  const inapp = params.get('inapp');
  const app = params.get('app');
  const source = params.get('source');
  if (
    (inapp !== null && TRUE_VALUES.has(inapp.toLowerCase())) ||
    (app !== null && (TRUE_VALUES.has(app.toLowerCase()) || APP_SOURCES.has(app.toLowerCase()))) ||
    (source !== null && APP_SOURCES.has(source.toLowerCase()))
  ) {
    return 'param';
  }
  if (NATIVE_USER_AGENT_MARKER.test(env.userAgent)) return 'userAgent';
  if (env.appContext?.trim().toLowerCase() === 'native') return 'meta';
  if (NATIVE_REFERRER.test(env.referrer)) return 'referrer';
  if (hasNativeInterface(env.globals)) return 'interface';
  if (env.rememberedInSession) return 'session';
  return null;
}

function readSessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_FLAG) === 'true';
  } catch {
    return false;
  }
}

/** Whether the current page runs inside the native app (browser only; false while prerendering). */
export function isNativeApp(): boolean {
  if (typeof window === 'undefined') return false;
  const signal = detectNativeApp({
    search: window.location.search,
    userAgent: window.navigator.userAgent,
    referrer: document.referrer,
    appContext: document.querySelector('meta[name="app-context"]')?.getAttribute('content') ?? null,
    globals: window as unknown as Record<string, unknown>,
    rememberedInSession: readSessionFlag(),
  });
  if (signal && signal !== 'session') {
    try {
      window.sessionStorage.setItem(SESSION_FLAG, 'true');
    } catch {
      // Storage unavailable: each page checks the signals again.
    }
  }
  return signal !== null;
}

/**
 * `null` until known (prerendered HTML and the first client render), then whether the page runs in
 * the native app. Overlays render nothing while it is null, so nothing flashes inside the app.
 */
export function useIsNativeApp(): boolean | null {
  const [isNative, setIsNative] = useState<boolean | null>(null);
  useEffect(() => setIsNative(isNativeApp()), []);
  return isNative;
}
