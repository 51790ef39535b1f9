import { monthsBefore, RETENTION, STORAGE_KEYS } from '@levera/domain';
import { safeStorage } from '../../lib/storage.ts';

// The privacy toast and cookie notice of SPEC §2 and §9. Two things are remembered in localStorage:
// - the privacy agreement flag (value 'true'), set by closing the notice or following its link to
//   the privacy policy, or by any explicit choice, and beside it the date it was set
//   (`levera.privacyAgreementAt`); the notice is shown while the flag is missing;
// - the cookie preferences: one yes/no per optional category, with the time of the choice
//   (`updatedAt`).
// Necessary storage is always on. Optional features ask `hasConsent` or wait with `runWithConsent`,
// and storage kept for a category is removed when its consent is withdrawn.
//
// The privacy policy promises to ask for cookie consent again at least every 12 months (issue 32):
// once the agreement or the cookie choice is `RETENTION.consentRenewalMonths` old, the notice shows
// again, and the old cookie choice no longer counts (only necessary storage until the visitor
// answers). Answering stores the new date. Closing the renewed notice without choosing is like a
// first visitor's Close: nothing optional, and the lapsed choice is removed with its storage.

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

/** Whether a choice made at `decidedAt` is old enough at `now` to be asked again. */
function isDueForRenewal(decidedAt: Date, now: Date): boolean {
  return decidedAt.getTime() <= monthsBefore(now, RETENTION.consentRenewalMonths).getTime();
}

/**
 * The stored date of a choice, or null when there is none to trust. A choice stored before dates
 * were kept (issue 32) has none: it counts as made now and the caller stamps it now, so nobody who
 * answered before is asked again on the day this shipped, only 12 months on. An unreadable date,
 * or one after `now` (a clock set wrong), is treated the same way.
 */
function decisionDate(value: unknown, now: Date): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() > now.getTime() ? null : date;
}

/** The stored cookie choice and its date, however old; null when none (or unreadable). */
function readStoredChoice(now: Date): { preferences: CookiePreferences; decidedAt: Date } | null {
  const raw = safeStorage.get(STORAGE_KEYS.cookiePreferences);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const choice = Object.fromEntries(
      OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, parsed[category] === true]),
    ) as CookieChoice;
    const decidedAt = decisionDate(parsed.updatedAt, now);
    const preferences: CookiePreferences = {
      necessary: true,
      ...choice,
      updatedAt: (decidedAt ?? now).toISOString(),
    };
    if (!decidedAt) safeStorage.set(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
    return { preferences, decidedAt: decidedAt ?? now };
  } catch {
    safeStorage.remove(STORAGE_KEYS.cookiePreferences);
    return null;
  }
}

/** Removes the storage of every category `before` allowed and `after` does not. */
function removeWithdrawnStorage(before: CookieChoice | undefined, after: CookieChoice): void {
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    if (before?.[category] && !after[category]) {
      for (const key of storageByCategory.get(category) ?? []) safeStorage.remove(key);
    }
  }
}

/**
 * Whether the privacy notice has a current answer: the agreement flag is stored, and neither it nor
 * a stored cookie choice is `RETENTION.consentRenewalMonths` old. While false, the notice shows.
 */
export function hasPrivacyAgreement(now: Date = new Date()): boolean {
  if (safeStorage.get(STORAGE_KEYS.privacyAgreement) !== 'true') return false;
  let agreedAt = decisionDate(safeStorage.get(STORAGE_KEYS.privacyAgreementAt), now);
  if (!agreedAt) {
    agreedAt = now;
    safeStorage.set(STORAGE_KEYS.privacyAgreementAt, now.toISOString());
  }
  if (isDueForRenewal(agreedAt, now)) return false;
  const stored = readStoredChoice(now);
  return !stored || !isDueForRenewal(stored.decidedAt, now);
}

/**
 * SPEC §2: closing the toast or following its link stores the agreement flag with the value true
 * (and, beside it, the date). A cookie choice due for renewal that was not renewed lapses here.
 */
export function storePrivacyAgreement(now: Date = new Date()): void {
  safeStorage.set(STORAGE_KEYS.privacyAgreement, 'true');
  safeStorage.set(STORAGE_KEYS.privacyAgreementAt, now.toISOString());
  const stored = readStoredChoice(now);
  if (stored && isDueForRenewal(stored.decidedAt, now)) {
    safeStorage.remove(STORAGE_KEYS.cookiePreferences);
    removeWithdrawnStorage(stored.preferences, NOTHING_OPTIONAL);
    for (const listener of listeners) listener(null);
  }
  for (const listener of agreementListeners) listener();
}

/** Calls `listener` whenever the privacy notice is answered (the overlays wait for it, decision 014). */
export function onPrivacyAgreement(listener: () => void): () => void {
  agreementListeners.add(listener);
  return () => agreementListeners.delete(listener);
}

/**
 * The stored choice, or null when the visitor has not chosen, or chose so long ago that the choice
 * is asked again (only necessary storage then).
 */
export function readCookiePreferences(now: Date = new Date()): CookiePreferences | null {
  const stored = readStoredChoice(now);
  return stored && !isDueForRenewal(stored.decidedAt, now) ? stored.preferences : null;
}

/** Whether a category may be used now. Necessary storage needs no consent. */
export function hasConsent(category: CookieCategory): boolean {
  if (category === 'necessary') return true;
  return readCookiePreferences()?.[category] === true;
}

/** Stores an explicit choice (which also counts as agreeing to the privacy notice). */
export function saveCookiePreferences(choice: CookieChoice, now: Date = new Date()): CookiePreferences {
  // The previous choice however old: a lapsed consent's storage is removed as well.
  const previous = readStoredChoice(now)?.preferences;
  const preferences: CookiePreferences = { necessary: true, ...choice, updatedAt: now.toISOString() };
  safeStorage.set(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  storePrivacyAgreement(now);
  removeWithdrawnStorage(previous, choice);
  for (const listener of listeners) listener(preferences);
  return preferences;
}

export const acceptAllCookies = (now?: Date) => saveCookiePreferences(EVERYTHING, now);
export const rejectOptionalCookies = (now?: Date) => saveCookiePreferences(NOTHING_OPTIONAL, now);

/** The current choice, or the default (nothing optional) when none was made. */
export function currentCookieChoice(now: Date = new Date()): CookieChoice {
  const stored = readCookiePreferences(now);
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
