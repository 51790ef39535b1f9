import { afterEach, describe, expect, it } from 'vitest';
import { detectNativeApp, isNativeApp, type NativeAppEnvironment } from './native-app.ts';

const browser: NativeAppEnvironment = {
  search: '',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  referrer: 'https://www.google.com/',
  appContext: null,
  globals: {},
  rememberedInSession: false,
};

describe('detectNativeApp (SPEC §2: every signal)', () => {
  it('finds nothing in a normal browser', () => {
    expect(detectNativeApp(browser)).toBeNull();
    expect(detectNativeApp({ ...browser, search: '?inapp=0&source=newsletter&app=false' })).toBeNull();
    expect(
      detectNativeApp({ ...browser, globals: { webkit: { messageHandlers: {} }, Android: {} } }),
    ).toBeNull();
  });

  it.each([
    '?inapp=1',
    '?inapp=true',
    '?inapp',
    '?source=app',
    '?source=ios',
    '?source=android',
    '?app=1',
    '?app=native',
  ])('recognises the URL parameter %s', (search) => {
    expect(detectNativeApp({ ...browser, search })).toBe('param');
  });

  it('recognises the user-agent marker', () => {
    expect(detectNativeApp({ ...browser, userAgent: `${browser.userAgent} LeveraApp/2.4 (iOS)` })).toBe(
      'userAgent',
    );
  });

  it('recognises <meta name="app-context" content="native">', () => {
    expect(detectNativeApp({ ...browser, appContext: 'native' })).toBe('meta');
    expect(detectNativeApp({ ...browser, appContext: 'web' })).toBeNull();
  });

  it('recognises an app referrer', () => {
    expect(detectNativeApp({ ...browser, referrer: 'android-app://se.levera.app/' })).toBe('referrer');
    expect(detectNativeApp({ ...browser, referrer: 'levera://open' })).toBe('referrer');
  });

  it('recognises the native interfaces', () => {
    expect(detectNativeApp({ ...browser, globals: { ReactNativeWebView: { postMessage() {} } } })).toBe(
      'interface',
    );
    expect(detectNativeApp({ ...browser, globals: { LeveraNative: {} } })).toBe('interface');
    expect(detectNativeApp({ ...browser, globals: { webkit: { messageHandlers: { levera: {} } } } })).toBe(
      'interface',
    );
  });

  it('keeps a session that was recognised as in-app', () => {
    expect(detectNativeApp({ ...browser, rememberedInSession: true })).toBe('session');
  });
});

describe('isNativeApp in the browser', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    document.head.querySelector('meta[name="app-context"]')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('is false on a plain page', () => {
    expect(isNativeApp()).toBe(false);
  });

  it('reads the meta tag from the document', () => {
    const meta = document.createElement('meta');
    meta.name = 'app-context';
    meta.content = 'native';
    document.head.append(meta);
    expect(isNativeApp()).toBe(true);
  });

  it('remembers an in-app session after the parameter is gone', () => {
    window.history.replaceState(null, '', '/sv-en?inapp=1');
    expect(isNativeApp()).toBe(true);
    window.history.replaceState(null, '', '/sv-en/faqs');
    expect(isNativeApp()).toBe(true);
  });
});
