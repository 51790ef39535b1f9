// Business constants and closed value lists of SPEC.md §3 and §9 (and DESIGN.md where the spec is
// silent). Lists are `as const` tuples so zod enums and union types derive from one source.

// Languages and locales (SPEC §2, §9).
export const SITE_LANGUAGES = ['en', 'sv'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

export const LOCALE_SEGMENTS = { en: 'sv-en', sv: 'sv-se' } as const satisfies Record<SiteLanguage, string>;
export type LocaleSegment = (typeof LOCALE_SEGMENTS)[SiteLanguage];

/**
 * The Intl locale a site language writes dates and numbers in (web pages, e-mails, API messages):
 * Swedish the Swedish way; English the British way ("27 December 2026", "2,000"), day before month
 * as in Sweden. The one place this rule is written (issue 38, item 3).
 */
export const INTL_LOCALES = { en: 'en-GB', sv: 'sv-SE' } as const satisfies Record<SiteLanguage, string>;
export type IntlLocale = (typeof INTL_LOCALES)[SiteLanguage];
export function intlLocaleOf(language: SiteLanguage): IntlLocale {
  return INTL_LOCALES[language] ?? INTL_LOCALES[DEFAULT_LANGUAGE];
}

export const LANGUAGE_OPTIONS = [
  { id: 1, name: 'English', symbol: 'EN', lang: 'en' },
  { id: 2, name: 'Swedish', symbol: 'SV', lang: 'sv' },
] as const satisfies readonly { id: number; name: string; symbol: string; lang: SiteLanguage }[];

// Network, session and handshake (SPEC §7, §9; DESIGN §4, §6).
export const REQUEST_TIMEOUT_MS = 10_000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Why a token no longer signs anyone in: the code of the API's 401 (issue 17 §4, decision 033), and
 * the only codes the login page explains: the session expired, the vendor account was deactivated or
 * suspended, or the session was ended (signed out, password or e-mail changed).
 * Here, not beside the zod schemas: the web app's API client reads it on every page, and a module
 * that imports zod would bring zod onto the static public pages (decision 046).
 */
export const SESSION_END_REASONS = [
  'session_expired',
  'account_deactivated',
  'session_revoked',
  // An admin sent the vendor a set-password link (issue 19 §1, decision 040).
  'password_reset',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const HANDSHAKE_VERSION = '1.0.0';
export const HANDSHAKE_MAX_SKEW_MS = 5 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins from one address across all e-mails in the same window (issue 14). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;

export const USER_ROLES = ['admin', 'vendor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// UI timings and sizes (SPEC §2, §9).
export const TOAST_DURATION_MS = { error: 4000, success: 3000, default: 4000 } as const;
export const VISIBLE_TOASTS = 3;
export const SITE_NOTIFICATION_MS = 5000;
export const APP_STORE_FALLBACK_MS = 1500;
export const SCROLL_DELAY_MS = 100;
export const FLAG_STAGGER_MS = 100;
/**
 * How long an admin's activate/deactivate of a vendor account can be undone without the vendor ever
 * hearing of it (issue 36 §8): the status e-mail waits this long in the outbox, and an undo within
 * it drops that e-mail instead of sending a second one. An undo after it is told like any change.
 */
export const VENDOR_STATUS_UNDO_WINDOW_MS = 5 * 60_000;
export const SIDEBAR_BREAKPOINT_PX = 1024;
/** Tailwind spacing units (w-72). */
export const SIDEBAR_WIDTH_UNITS = 72;

// Business facts shown on the site (SPEC §1, §9).
export const PARTNER_FIRST_PAYMENT_DAYS = 30;
export const PARTNER_PAYMENT_INTERVAL_DAYS = 14;
export const NEW_USER_FREE_DELIVERY_DAYS = 7;
export const DELIVERY_TARGET_MINUTES = 30;

// Browser storage (SPEC §2, §3). Flags are stored with the value 'true'.
export const STORAGE_KEYS = {
  privacyAgreement: 'levera.privacyAgreement',
  /** When the privacy notice was last answered (an ISO date), so it can ask again (issue 32). */
  privacyAgreementAt: 'levera.privacyAgreementAt',
  promoModalDismissed: 'levera.promoModalDismissed',
  cookiePreferences: 'levera.cookiePreferences',
  language: 'levera.language',
  sessionPrefix: 'levera.session.',
} as const;

/** The storage key of one role's session; sessions are kept separately per role (SPEC §3). */
export function sessionStorageKey(role: UserRole): string {
  return `${STORAGE_KEYS.sessionPrefix}${role}`;
}

// Partner sign-up (SPEC §3).
export const RIDER_CITIES = [
  'Katrineholm',
  'Stockholm',
  'Gothenburg',
  'Malmö',
  'Uppsala',
  'Västerås',
] as const;
export type RiderCity = (typeof RIDER_CITIES)[number];

export const VEHICLES = ['Car', 'MotorBike', 'Bicycle'] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

export const BUSINESS_TYPES = ['restaurant', 'grocery', 'retail', 'pharmacy', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PARTNER_TYPES = ['rider', 'vendor'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

// Queries (SPEC §3; DESIGN §4).
export const REQUESTER_TYPES = ['driver', 'customer', 'store'] as const;
export type RequesterType = (typeof REQUESTER_TYPES)[number];

export const CONTACT_SUBJECTS = ['inquiries', 'complain', 'suggestions', 'couponQueries', 'other'] as const;
/** The longest message of the contact form (its schema, and the form's character count). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The admin query tabs: the three requester types plus queries raised by vendors. */
export const QUERY_TYPES = ['customer', 'driver', 'store', 'vendor'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const VENDOR_QUERY_CATEGORIES = [
  'technical',
  'payment',
  'account',
  'promotions',
  'orders',
  'other',
] as const;
export type VendorQueryCategory = (typeof VENDOR_QUERY_CATEGORIES)[number];

// Promotions and offers (SPEC §3).
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'bogo', 'delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DELIVERY_PROMOTION_TYPES = ['freeDelivery', 'reducedFee', 'freeAboveThreshold'] as const;
export type DeliveryPromotionType = (typeof DELIVERY_PROMOTION_TYPES)[number];

export const PROMOTION_APPLICABLE_TO = ['all', 'specific'] as const;
export type PromotionApplicableTo = (typeof PROMOTION_APPLICABLE_TO)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Statuses (SPEC §4; DESIGN §5).
export const VENDOR_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
/** The vendor list's status filter: a status, or the archived accounts (deleted by an admin, decision 037). */
export const VENDOR_LIST_STATUSES = [...VENDOR_STATUSES, 'archived'] as const;
export type VendorListStatus = (typeof VENDOR_LIST_STATUSES)[number];

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_ACTIONS = ['approve', 'reject', 'markPending', 'activate', 'deactivate'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

export const QUERY_STATUSES = ['created', 'inProgress', 'resolved', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/** Query statuses as the vendor sees them (DESIGN §5). */
export const VENDOR_QUERY_STATUSES = ['pending', 'inProgress', 'resolved'] as const;
export type VendorQueryStatus = (typeof VENDOR_QUERY_STATUSES)[number];

export const PROMOTION_STATUSES = ['pending', 'active', 'inactive', 'expired'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * What a promotion reads as to people, on every screen, in the status filters and in the counts: its
 * effective status, with an approved promotion that has not started yet as 'scheduled' (issue 36 §9;
 * `promotionDisplayStatus`). Not stored: the status actions work on the stored statuses.
 */
export const PROMOTION_DISPLAY_STATUSES = ['pending', 'scheduled', 'active', 'inactive', 'expired'] as const;
export type PromotionDisplayStatus = (typeof PROMOTION_DISPLAY_STATUSES)[number];

export const PROMOTION_ACTIONS = ['approve', 'reject', 'setPending', 'markExpired'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

// Home page (SPEC §2 "Home").
export const FOOD_CATEGORIES = [
  'coffee',
  'burger',
  'noodles',
  'pizza',
  'wrap',
  'appetizers',
  'dessert',
  'bakery',
  'drink',
  'gelato',
  'fish',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

// Lists (DESIGN §8: server-side pagination).
export const PAGE_SIZE = { default: 20, max: 100 } as const;
export const SEARCH_MAX_LENGTH = 100;
/**
 * A search term needs at least this many letters or digits (the message `searchTooShort` says 3):
 * the trigram index cannot serve a shorter one, which would read every row (issue 34 §7, decision 068).
 */
export const SEARCH_MIN_CHARACTERS = 3;

/** The longest reason an admin may give for rejecting or deactivating something (shown to its owner). */
export const DECISION_REASON_MAX_LENGTH = 500;

// The audit log (DESIGN §5): the kinds of item it records and who can act (decision 037).
// `admin`: an admin of the team (issue 33); `team`: the team's own settings and sign-in blocks.
export const AUDIT_ENTITIES = [
  'partnerApplication',
  'supportQuery',
  'promotion',
  'vendor',
  'offer',
  'admin',
  'team',
  'savedReply',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
// `system`: the service itself, e.g. the retention job erasing what the privacy policy says it keeps
// no longer (decision 060).
export const AUDIT_ACTOR_ROLES = ['admin', 'vendor', 'applicant', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];
