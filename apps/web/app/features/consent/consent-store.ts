import { STORAGE_KEYS } from '@levera/domain';
import { safeStorage } from '../../lib/storage.ts';

// The privacy toast and cookie notice of SPEC §2 and §9. Two things are remembered in localStorage:
// - the privacy agreement flag (value 'true'), set by closing the notice or following its link to
//   the privacy policy, or by any explicit choice; the notice is shown while it is missing;
// - the cookie preferences: one yes/no per optional category, with the time of the choice.
// Necessary storage is always on. Optional features ask `hasConsent` or wait with `runWithConsent`,
// and storage kept for a category is removed when its consent is withdrawn.

export const COOKIE_CATEGORIES = ['necessary', 'preferences', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type OptionalCookieCategory = Exclude<CookieCategory, 'necessary'>;
export const OPTIONAL_COOKIE_CATEGORIES = COOKIE_CATEGORIES.filter(
  (category): category is OptionalCookieCategory => category !== 'necessary',
);

export type CookieChoice = Record<OptionalCookieCategory, boolean>;
export type CookiePreferences = CookieChoice & { necessary: true; updatedAt: string };

const NOTHING_OPTIONAL: CookieChoice = { preferences: false, analytics: false, marketing: false };
const EVERYTHING: CookieChoice = { preferences: true, analytics: true, marketing: true };

type Listener = (preferences: CookiePreferences | null) => void;
const listeners = new Set<Listener>();
const agreementListeners = new Set<() => void>();
const storageByCategory = new Map<OptionalCookieCategory, Set<string>>();

export function hasPrivacyAgreement(): boolean {
  return safeStorage.get(STORAGE_KEYS.privacyAgreement) === 'true';
}

/** SPEC §2: closing the toast or following its link stores the agreement flag with the value true. */
export function storePrivacyAgreement(): void {
  safeStorage.set(STORAGE_KEYS.privacyAgreement, 'true');
  for (const listener of agreementListeners) listener();
}

/** Calls `listener` whenever the privacy notice is answered (the overlays wait for it, decision 014). */
export function onPrivacyAgreement(listener: () => void): () => void {
  agreementListeners.add(listener);
  return () => agreementListeners.delete(listener);
}

/** The stored choice, or null when the visitor has not chosen (only necessary storage then). */
export function readCookiePreferences(): CookiePreferences | null {
  const raw = safeStorage.get(STORAGE_KEYS.cookiePreferences);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const choice = Object.fromEntries(
      OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, parsed[category] === true]),
    ) as CookieChoice;
    return {
      necessary: true,
      ...choice,
      updatedAt: typeof parsed.updatedAt === 'string' ? parsed.updatedAt : '',
    };
  } catch {
    safeStorage.remove(STORAGE_KEYS.cookiePreferences);
    return null;
  }
}

/** Whether a category may be used now. Necessary storage needs no consent. */
export function hasConsent(category: CookieCategory): boolean {
  if (category === 'necessary') return true;
  return readCookiePreferences()?.[category] === true;
}

/** Stores an explicit choice (which also counts as agreeing to the privacy notice). */
export function saveCookiePreferences(choice: CookieChoice, now: Date = new Date()): CookiePreferences {
  const previous = readCookiePreferences();
  const preferences: CookiePreferences = { necessary: true, ...choice, updatedAt: now.toISOString() };
  safeStorage.set(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  storePrivacyAgreement();
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    if (previous?.[category] && !choice[category]) {
      for (const key of storageByCategory.get(category) ?? []) safeStorage.remove(key);
    }
  }
  for (const listener of listeners) listener(preferences);
  return preferences;
}

export const acceptAllCookies = (now?: Date) => saveCookiePreferences(EVERYTHING, now);
export const rejectOptionalCookies = (now?: Date) => saveCookiePreferences(NOTHING_OPTIONAL, now);

/** The current choice, or the default (nothing optional) when none was made. */
export function currentCookieChoice(): CookieChoice {
  const stored = readCookiePreferences();
  if (!stored) return { ...NOTHING_OPTIONAL };
  const { preferences, analytics, marketing } = stored;
  return { preferences, analytics, marketing };
}

export function onCookiePreferencesChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Declares the storage keys a category writes, so withdrawing its consent removes them. */
export function registerCategoryStorage(category: OptionalCookieCategory, keys: string[]): void {
  const set = storageByCategory.get(category) ?? new Set<string>();
  for (const key of keys) set.add(key);
  storageByCategory.set(category, set);
}

/**
 * Runs `start` once the category is consented to: now if it already is, or when the visitor
 * allows it later. Optional scripts (analytics, marketing) must be started only through this.
 */
export function runWithConsent(category: OptionalCookieCategory, start: () => void): () => void {
  if (hasConsent(category)) {
    start();
    return () => {};
  }
  const unsubscribe = onCookiePreferencesChange((preferences) => {
    if (preferences?.[category]) {
      unsubscribe();
      start();
    }
  });
  return unsubscribe;
}
