import type {
  DeliveryPromotionType,
  DiscountType,
  PromotionAction,
  PromotionApplicableTo,
  Weekday,
} from '@levera/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The whole data model (SPEC §3, DESIGN.md §4–§6). Statuses are stored as text and constrained by
// the shared zod schemas and state machines in @levera/domain, so adding a status is a code change
// rather than an enum migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Lower-cased concatenation used for trigram search (pg_trgm GIN index). `||` keeps it immutable. */
function searchText(...columns: string[]): SQL {
  const parts = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
  return sql.raw(`lower(${parts})`);
}

/**
 * The back-office team (issue 33, decision 071). `role` is one of ADMIN_ROLES (the permission table in
 * the domain); an invited admin has no password until it follows its link and cannot sign in.
 * Deactivated admins keep their row (the audit trail names them) and cannot sign in.
 */
export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** Null for an invited admin that has not set its password yet. */
  passwordHash: text('password_hash'),
  /** owner | admin | support; admins that existed before roles became owners (migration 0021). */
  role: text('role').notNull(),
  /** active | deactivated */
  status: text('status').notNull().default('active'),
  /** The language of its invitation and of the page it last signed in on: its e-mails are in it. */
  language: text('language').notNull().default('en'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The TOTP secret (RFC 6238), sealed like a personnummer; null without two-factor. */
  twoFactorSecret: text('two_factor_secret'),
  twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  /** A secret being set up: shown once, kept until a code from it confirms it. Sealed. */
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An admin's two-factor recovery codes (issue 33): SHA-256 hashes only, each usable once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.codeHash] })],
);

/**
 * The second step of an admin's sign-in with two-factor (issue 33): the right password gave this
 * challenge (only its hash is kept), which a right code turns into a session once, before it expires.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * A set-password link's columns, the same for admins and vendors (decision 040; one set of rules in
 * modules/auth/password-links.ts): only the token's hash, valid until `expires_at`, once; a newer link
 * for the same owner ends the older ones (`ended_at`).
 */
const passwordLinkColumns = () => ({
  /** invitation | reset */
  kind: text('kind').notNull(),
  tokenHash: text('token_hash').unique(),
  createdAt: createdAt(),
  createdBy: uuid('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * One-time links that let an invited admin set its password (issue 33): the same rules as the
 * vendors' links (decision 040): only the token's hash, valid until `expires_at`, once; a newer link
 * for the same admin ends the older ones.
 */
export const adminPasswordLinks = pgTable(
  'admin_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ...passwordLinkColumns(),
  },
  (table) => [index('admin_password_links_admin_idx').on(table.adminId, table.createdAt)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorName: text('vendor_name').notNull(),
    email: text('email').notNull(),
    /** Null for an invited account that has not set its password yet: it cannot sign in (decision 040). */
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    // Deleting a vendor archives it (decision 037): it cannot sign in, its history stays.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by'),
    searchText: text('search_text').generatedAlwaysAs(searchText('vendor_name', 'email')),
    /** The admin's reason for the last status change, shown to the vendor (issue 17). */
    statusReason: text('status_reason'),
    /** The language of the page the vendor last signed in on: its e-mails are written in it. */
    language: text('language').notNull().default('en'),
    /** The approved vendor application this account was created from (one account per application). */
    applicationId: uuid('application_id').references(() => partnerApplications.id),
    /** The vendor's last sign-in: an account unused for RETENTION.unusedAccountMonths is told, then anonymised. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When the vendor was told that its unused account will be deleted (the retention job). */
    unusedNoticeAt: timestamp('unused_notice_at', { withTimezone: true }),
    /** When its name, e-mail and password were erased (retention or an erasure request); archived too. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * The vendor's pause of its store (decision 062): since when (null: not paused), until when (null
     * with a start: until the vendor reopens) and the note customers see. A pause whose end has
     * passed is not in force; nothing clears it.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pauseNote: text('pause_note'),
  },
  (table) => [
    uniqueIndex('vendors_application_uq').on(table.applicationId),
    // One account per e-mail among those not archived: a new vendor may use an archived one's address.
    uniqueIndex('vendors_email_uq').on(table.email).where(sql`${table.archivedAt} is null`),
    index('vendors_status_created_idx').on(table.status, table.createdAt),
    index('vendors_created_idx').on(table.createdAt),
    index('vendors_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Sorting the admin list (issue 18, decision 035): each sort key with the id that breaks ties.
    index('vendors_sort_name_idx').on(table.vendorName, table.id),
    index('vendors_sort_email_idx').on(table.email, table.id),
    index('vendors_sort_status_idx').on(table.status, table.id),
    index('vendors_sort_created_idx').on(table.createdAt, table.id),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only (DESIGN.md §6). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Names the session in the own-account list (ending one) without its token hash. */
    id: uuid('id').notNull().defaultRandom().unique(),
    role: text('role').notNull(),
    subjectId: uuid('subject_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** The browser that signed in (its User-Agent, cut to 300 characters), shown in the session list. */
    userAgent: text('user_agent'),
    /** About when it was last used (written at most once a minute; its trigger ignores this column). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_subject_idx').on(table.role, table.subjectId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Fixed-window counters shared by every API process: public forms and sign-in attempts (decision 009). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * What an applicant sends (SPEC's rider and vendor forms), as an application and as a request to
 * update one store it: the same columns in both tables, so an applied request copies them over.
 */
const applicantColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  // rider
  city: text('city'),
  vehicle: text('vehicle'),
  /** The personnummer, AES-256-GCM under DATA_ENCRYPTION_KEY (issue 32, decision 058). */
  nationalIdSealed: text('national_id_sealed'),
  /** Keyed hash (HMAC-SHA-256) of the normalised personnummer: duplicates and search find it by this. */
  nationalIdHash: text('national_id_hash'),
  /** What every answer shows: `YYYYMMDD-****`. */
  nationalIdMasked: text('national_id_masked'),
  isSwedish: boolean('is_swedish'),
  ageConfirmed: boolean('age_confirmed'),
  // vendor
  storeName: text('store_name'),
  businessType: text('business_type'),
  orgNumber: text('org_number'),
  orgName: text('org_name'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  language: text('language').notNull().default('en'),
});

export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull().unique(),
    type: text('type').notNull(), // rider | vendor
    status: text('status').notNull().default('pending'),
    ...applicantColumns(),
    /**
     * The phone number as dialled from Sweden ('070-123 45 67', '00 44 20 7946 0958'), written by the
     * API beside the number (`phoneAsDialledFromSweden`) so the CSV export does not format it at every
     * export (decision 077). Null when not written: a row from before migration 0023, or a write that
     * changed the number without it (a trigger empties it then); the export formats those itself.
     */
    phoneDialled: text('phone_dialled'),
    /**
     * Before migration 0016 the personnummer in clear text; since then always null: start-up seals any
     * value still here into `national_id_sealed` and empties it
     * (modules/partners/seal-legacy-national-ids.ts), and a later release drops the column
     * (expand/contract, decision 058).
     */
    legacyNationalId: text('national_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastAction: text('last_action'),
    lastActionBy: uuid('last_action_by'),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }),
    /** The admin's reason for the last status change, told to the applicant (issue 17). */
    statusReason: text('status_reason'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText(
        'first_name',
        'last_name',
        'email',
        'phone',
        'store_name',
        'org_number',
        'org_name',
        'case_number',
      ),
    ),
  },
  (table) => [
    index('partners_type_status_created_idx').on(table.type, table.status, table.createdAt),
    index('partners_created_idx').on(table.createdAt),
    index('partners_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Sorting the admin list (issue 18, decision 035): each sort key with the id that breaks ties.
    index('partners_sort_created_idx').on(table.createdAt, table.id),
    index('partners_sort_case_idx').on(table.caseNumber, table.id),
    index('partners_sort_name_idx').on(table.firstName, table.lastName, table.id),
    index('partners_sort_status_idx').on(table.status, table.id),
    // A status filter with each sort (decision 043): at a million rows a filter that the sort's own
    // index meets late (pending riders named Anna Andersson…) read 40,000 rows for a page.
    index('partners_status_sort_created_idx').on(table.status, table.createdAt, table.id),
    index('partners_status_sort_case_idx').on(table.status, table.caseNumber, table.id),
    index('partners_status_sort_name_idx').on(table.status, table.firstName, table.lastName, table.id),
    // One pending application per e-mail, personnummer and organisation number (issue 5).
    uniqueIndex('partners_pending_email_uq')
      .on(table.type, table.email)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('partners_pending_national_id_uq')
      .on(table.nationalIdHash)
      .where(sql`${table.status} = 'pending' and ${table.nationalIdHash} is not null`),
    // A personnummer typed into the admin search is found by its keyed hash (decision 058).
    index('partners_national_id_hash_idx').on(table.nationalIdHash),
    uniqueIndex('partners_pending_org_number_uq')
      .on(table.orgNumber)
      .where(sql`${table.status} = 'pending' and ${table.orgNumber} is not null`),
  ],
);

/**
 * A repeat application, kept as a request to update the pending application it repeats (same
 * e-mail and type, personnummer or organisation number; issue 36 §7, decision 063): its own case
 * number (the one its sender is told), the fields as submitted, the personnummer sealed, hashed and
 * masked as an application's (decision 058), and what the admin did with it. It goes with its
 * application (erasure, retention); a dismissed one also goes after the rejected-application period.
 */
export const partnerUpdateRequests = pgTable(
  'partner_update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull().unique(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => partnerApplications.id, { onDelete: 'cascade' }),
    /** pending | applied | dismissed */
    status: text('status').notNull().default('pending'),
    ...applicantColumns(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
  },
  (table) => [
    index('partner_update_requests_application_idx').on(table.applicationId, table.createdAt),
    // The data subject's search (decision 059) finds a request by each identifier it holds.
    index('partner_update_requests_email_idx').on(sql`lower(${table.email})`),
    index('partner_update_requests_phone_idx').on(table.phone),
    index('partner_update_requests_national_id_hash_idx').on(table.nationalIdHash),
    index('partner_update_requests_org_number_idx').on(table.orgNumber),
    // The retention job: dismissed requests by the day they were dismissed.
    index('partner_update_requests_decided_idx').on(table.status, table.decidedAt),
  ],
);

/** Contact queries (customer, driver, store) and vendor queries (vendor) in one list (DESIGN.md §4). */
export const supportQueries = pgTable(
  'support_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull().unique(),
    type: text('type').notNull(), // customer | driver | store | vendor
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    /**
     * The phone number as dialled from Sweden ('070-123 45 67', '00 44 20 7946 0958'), written by the
     * API beside the number (`phoneAsDialledFromSweden`) so the CSV export does not format it at every
     * export (decision 077). Null when not written: a row from before migration 0023, or a write that
     * changed the number without it (a trigger empties it then); the export formats those itself.
     */
    phoneDialled: text('phone_dialled'),
    subject: text('subject').notNull(),
    category: text('category'),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('created'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by'),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: uuid('responded_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('case_number', 'first_name', 'last_name', 'email', 'subject', 'message'),
    ),
    // The support desk (issue 37, decision 076).
    /** The admin who owns the case, or null. */
    assigneeId: uuid('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Since when the requester's oldest unanswered message waits (null: support spoke last). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** Support's first reply (the first-response time is this minus `created_at`). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
  },
  (table) => [
    index('queries_type_status_created_idx').on(table.type, table.status, table.createdAt),
    index('queries_created_idx').on(table.createdAt),
    index('queries_vendor_created_idx').on(table.vendorId, table.createdAt),
    index('queries_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Sorting the admin list (issue 18, decision 035): each sort key with the id that breaks ties.
    index('queries_sort_created_idx').on(table.createdAt, table.id),
    index('queries_sort_case_idx').on(table.caseNumber, table.id),
    index('queries_sort_subject_idx').on(table.subject, table.id),
    index('queries_sort_status_idx').on(table.status, table.id),
    // A status filter with each sort (decision 043).
    index('queries_status_sort_created_idx').on(table.status, table.createdAt, table.id),
    index('queries_status_sort_case_idx').on(table.status, table.caseNumber, table.id),
    index('queries_status_sort_subject_idx').on(table.status, table.subject, table.id),
    // The sort by waiting time (issue 37): not waiting sorts last (every sort key is NOT NULL).
    index('queries_sort_waiting_idx').on(
      sql`coalesce(${table.waitingSince}, 'infinity'::timestamptz)`,
      table.id,
    ),
    index('queries_assignee_created_idx').on(table.assigneeId, table.createdAt),
  ],
);

/**
 * A query's conversation after its first message, which stays the query's own `message` (issue 37,
 * decision 076): replies of support and of the requester (`reply`), and internal notes of the team
 * (`note`), which never reach the requester. `author_kind`: requester (the contact form's sender),
 * vendor (a vendor's own query) or admin (`admin_id` names who).
 */
export const supportQueryMessages = pgTable(
  'support_query_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => supportQueries.id, { onDelete: 'cascade' }),
    /** requester | vendor | admin */
    authorKind: text('author_kind').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** reply | note */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** The order of writing: breaks ties of `created_at` (two messages in one millisecond). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('support_query_messages_query_idx').on(table.queryId, table.createdAt, table.seq)],
);

/**
 * The private links of a case (issue 37): each reply e-mail to a contact query carries one. Only the
 * SHA-256 hash of the token is kept, written by the mail worker as it sends the e-mail (as the
 * set-password links, decision 040). A link works while its case is open and 30 days after it was
 * resolved or closed; it goes with its query.
 */
export const supportCaseLinks = pgTable(
  'support_case_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => supportQueries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('support_case_links_query_idx').on(table.queryId)],
);

/** Saved replies of the support desk, per language (issue 37, decision 076). */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** en | sv */
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('saved_replies_language_title_idx').on(table.language, table.title)],
);

/** Every status change of a query, so revert can go back to the status before the last change. */
export const queryStatusChanges = pgTable(
  'query_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => supportQueries.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    isRevert: boolean('is_revert').notNull().default(false),
    changedBy: uuid('changed_by'),
    createdAt: createdAt(),
  },
  (table) => [index('query_status_changes_query_idx').on(table.queryId, table.id)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }),
    deliveryType: text('delivery_type').$type<DeliveryPromotionType>(),
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2, mode: 'number' }),
    freeDeliveryThreshold: numeric('free_delivery_threshold', { precision: 12, scale: 2, mode: 'number' }),
    minimumOrder: numeric('minimum_order', { precision: 12, scale: 2, mode: 'number' }),
    maximumDiscount: numeric('maximum_discount', { precision: 12, scale: 2, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    repeatEnabled: boolean('repeat_enabled').notNull().default(false),
    repeatDays: text('repeat_days').array().$type<Weekday[]>().notNull().default(sql`'{}'::text[]`),
    usageLimit: integer('usage_limit'),
    applicableTo: text('applicable_to').$type<PromotionApplicableTo>().notNull().default('all'),
    /**
     * The number of items a "specific items" promotion stored before items could be chosen typed
     * (migration 0012, decision 042); read only while the promotion has no `promotion_items`, and
     * cleared by the vendor's next edit. Null everywhere else.
     */
    legacyItemCount: integer('legacy_item_count'),
    terms: text('terms'),
    status: text('status').notNull().default('pending'),
    views: integer('views').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastAction: text('last_action').$type<PromotionAction>(),
    lastActionBy: uuid('last_action_by'),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(searchText('title', 'description')),
    /** The admin's reason for the last status change, shown to the vendor (issue 17). */
    statusReason: text('status_reason'),
    /** When the vendor was told that the end date passed (once per promotion, lib/mail). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
  },
  (table) => [
    index('promotions_vendor_created_idx').on(table.vendorId, table.createdAt),
    index('promotions_status_created_idx').on(table.status, table.createdAt),
    index('promotions_end_date_idx').on(table.endDate),
    index('promotions_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Sorting the admin list (issue 18, decision 035): each sort key with the id that breaks ties.
    index('promotions_sort_created_idx').on(table.createdAt, table.id),
    index('promotions_sort_title_idx').on(table.title, table.id),
    index('promotions_sort_start_idx').on(table.startDate, table.id),
    index('promotions_sort_end_idx').on(table.endDate, table.id),
    // The status filter is "status and not past its end date": counted from the index alone.
    index('promotions_status_end_idx').on(table.status, table.endDate),
    // The status sort reads each effective status in id order (decision 043): the stored status the
    // mail worker moves to 'expired' once the end date passed (the few rows it has not moved yet are
    // found by the (status, end_date) index above).
    index('promotions_sort_status_idx').on(table.status, table.id),
    // A status filter with each sort: the oldest start dates are long expired, so walking the date
    // index for active ones read 50,000 rows (decision 043).
    index('promotions_status_sort_title_idx').on(table.status, table.title, table.id),
    index('promotions_status_sort_start_idx').on(table.status, table.startDate, table.id),
    index('promotions_status_sort_end_idx').on(table.status, table.endDate, table.id),
  ],
);

/**
 * The promotions per stored status with their views, orders and revenue, kept by statement triggers
 * on promotions (migration 0013, decision 043), so the admin's statistics do not aggregate the table.
 */
export const promotionStatusCounts = pgTable('promotion_status_counts', {
  status: text('status').primaryKey(),
  promotions: bigint('promotions', { mode: 'number' }).notNull().default(0),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  revenue: numeric('revenue', { precision: 20, scale: 2, mode: 'number' }).notNull().default(0),
});

/**
 * How many rows `support_queries` (per `is_read`) and `partner_applications` (per `status`) hold,
 * kept by statement triggers on those tables (migration 0015, decision 053), so the admin's live
 * counts read a few rows instead of counting a million on every burst of changes.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    bucket: text('bucket').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.bucket] })],
);

/**
 * The menu items a "specific items" promotion applies to (issue 19 §3, decision 042), in the order
 * the vendor chose them, at most PROMOTION_MAX_ITEMS each. An item removed from the menu stays
 * named here (`item_name`) with `menu_item_id` null; the count shown everywhere is these rows.
 */
export const promotionItems = pgTable(
  'promotion_items',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.position] }),
    // One item once per promotion (null, a removed item, may repeat).
    uniqueIndex('promotion_items_item_uq').on(table.promotionId, table.menuItemId),
    // Removing a menu item finds its references through this index.
    index('promotion_items_menu_item_idx').on(table.menuItemId),
  ],
);

/** Platform-wide offers run by the service itself (DESIGN.md §4 "Offers"). */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Shown on the public site in both languages (migration 0004).
    titleSv: text('title_sv').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionSv: text('description_sv').notNull(),
    descriptionEn: text('description_en').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
  },
  (table) => [index('offers_active_dates_idx').on(table.active, table.startDate, table.endDate)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    category: text('category'),
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
    // An edit checks it against what the admin's screen showed (migration 0011, decision 041).
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [index('menu_items_vendor_idx').on(table.vendorId, table.position)],
);

/** Who did what and when, for every admin and vendor change (DESIGN.md §5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.id),
    // The Activity screen's filters, newest first (decision 037).
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_created_idx').on(table.actorRole, table.actorId, table.createdAt, table.id),
    index('audit_log_entity_created_idx').on(table.entity, table.createdAt, table.id),
  ],
);

/** Small key/value flags, e.g. whether the demo data was already seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * What a vendor has read of its bell (decision 033): every entry up to `readUpTo` (an audit id),
 * and the entries after it named in `readIds`. Marking all read moves `readUpTo` and empties the list.
 */
export const vendorNotificationReads = pgTable('vendor_notification_reads', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
  readIds: bigint('read_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  updatedAt: updatedAt(),
});

/**
 * Why a session ended before its expiry, kept until the time it would have expired (decision 033):
 * the next request with its token answers 401 with this reason as the code instead of a bare
 * `unauthenticated`. Only the token's hash is kept, as in `sessions`.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ended_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * E-mails to send (transactional outbox, decision 032): written in the transaction of the change
 * they tell about, sent by the mail worker of any API process (`for update skip locked`), retried
 * with back-off for 24 hours. Holds what the template needs, never a secret; finished rows are deleted
 * after MAIL_OUTBOX_RETENTION_DAYS (failed ones MAIL_OUTBOX_FAILED_RETENTION_DAYS, decision 054).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    data: jsonb('data').notNull(),
    /**
     * pending | sent | failed | dropped (a set-password link ended before its e-mail went out, a
     * vendor status change undone within the undo window, or a row only the admins' digest reads)
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: due, or the end of another worker's claim or back-off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** For the "received" mails: when the admins' digest listed the item. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('mail_outbox_undigested_idx')
      .on(table.id)
      .where(
        sql`${table.digestedAt} is null and ${table.kind} in ('applicationReceived', 'queryReceived', 'vendorQueryReceived', 'caseAnswered')`,
      ),
    // The mail worker's retention delete (decision 054): the oldest finished rows of one status.
    index('mail_outbox_finished_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} <> 'pending'`),
  ],
);

/**
 * One-time links that let a vendor set its password (decision 040): an invitation of a new account or
 * a set-password link sent by an admin. Only the SHA-256 hash of the token is kept, written when the
 * e-mail is sent (the token exists only in that e-mail); valid until `expires_at`, once; a newer link
 * for the same vendor ends the older ones (`ended_at`).
 */
export const vendorPasswordLinks = pgTable(
  'vendor_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    ...passwordLinkColumns(),
  },
  (table) => [index('vendor_password_links_vendor_idx').on(table.vendorId, table.createdAt)],
);

/**
 * The answers of public form posts sent with an `Idempotency-Key` (issue 34 §7, decision 069): a repeat
 * with the same key and body within 24 hours gets the first answer and stores nothing. Only hashes of
 * the key (scoped to the route) and of the body are kept, and the answer, which holds no personal data
 * (a case number and a success message); rows go after 24 hours (the daily retention job).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** SHA-256 of the route and the key. */
    keyHash: text('key_hash').primaryKey(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('idempotency_keys_created_idx').on(table.createdAt)],
);
