import { z } from 'zod';
import {
  PARTNER_STATUSES,
  PARTNER_TYPES,
  QUERY_STATUSES,
  QUERY_TYPES,
  VENDOR_STATUSES,
} from '../constants.ts';
import { normalizePersonnummer, normalizePhoneNumber } from '../validators.ts';
import { SuccessAnswerSchema } from './common.ts';
import { requiredText } from './fields.ts';
import { applicantAnswerFields, applicantContactFields } from './partner-answers.ts';
import { UPDATE_REQUEST_STATUSES } from './partner-update-requests.ts';
import { AdminQuerySchema } from './query-answers.ts';

// The data subject's rights in the admin panel (issue 32, DESIGN.md §10, decision 059): find one
// person by e-mail, phone, personnummer or case number, export everything stored about them, erase it.

/** What a search for one person can be read as. */
export const PERSON_SEARCH_KINDS = ['email', 'phone', 'personnummer', 'caseNumber'] as const;
export type PersonSearchKind = (typeof PERSON_SEARCH_KINDS)[number];

/**
 * A search for one person, exact values only: the e-mail address lower-cased, the phone number in
 * E.164, the personnummer as `YYYYMMDD-XXXX`, the case number upper-cased. Ten digits may be both a
 * personnummer (YYMMDDXXXX) and a Swedish phone number (07XXXXXXXX): then both are searched.
 */
export type PersonSearch = Partial<Record<PersonSearchKind, string>>;

/** The longest search: an e-mail address may have 254 characters. */
export const PERSON_SEARCH_MAX_LENGTH = 254;

/** The longest reason an admin may give for an erasure (kept in the audit trail). */
export const ERASURE_REASON_MAX_LENGTH = 500;

/** The most items of one kind a search for one person may find; more is not one person. */
export const PERSON_MAX_ITEMS = 100;

/** R-2026-000123 (rider), V- (vendor application), Q- (contact query), VQ- (vendor query). */
const CASE_NUMBER = /^(VQ|R|V|Q)-\d{4}-\d{6,12}$/i;

/**
 * What `q` names: an e-mail address, a phone number (Swedish in any usual form, or international),
 * a personnummer (YYMMDD-XXXX, YYYYMMDD-XXXX, with or without the hyphen) or a case number; null
 * when it is none of them. `now` resolves the century of a short personnummer.
 */
export function personSearchOf(q: string, now: Date = new Date()): PersonSearch | null {
  const text = q.trim();
  if (!text || text.length > PERSON_SEARCH_MAX_LENGTH) return null;
  if (CASE_NUMBER.test(text)) return { caseNumber: text.toUpperCase() };
  if (text.includes('@')) return z.regexes.email.test(text) ? { email: text.toLowerCase() } : null;
  const search: PersonSearch = {};
  const personnummer = normalizePersonnummer(text.replace(/\s/g, ''), now);
  if (personnummer) search.personnummer = personnummer;
  // People write a phone number from its 0 (070-…, 08-…) or its country code (+46…, 0046…); digits
  // without either would read '900415-1234' (a personnummer) as a Swedish number too.
  const phone = /^[+0]/.test(text) ? normalizePhoneNumber(text) : null;
  if (phone) search.phone = phone;
  return Object.keys(search).length > 0 ? search : null;
}

/** `?q`: whom to find, export or erase. */
export const PersonSearchQuerySchema = z.object({
  q: z
    .string({ error: 'personSearchRequired' })
    .trim()
    .min(1, { error: 'personSearchRequired' })
    .max(PERSON_SEARCH_MAX_LENGTH, { error: 'personSearchInvalid' })
    .refine((q) => personSearchOf(q) !== null, { error: 'personSearchInvalid' }),
});
export type PersonSearchQuery = z.infer<typeof PersonSearchQuerySchema>;

/** POST /privacy/erasure: whom, and why (required; kept in the audit trail without the identifiers). */
export const ErasureRequestSchema = PersonSearchQuerySchema.extend({
  reason: requiredText('erasureReasonRequired', {
    max: [ERASURE_REASON_MAX_LENGTH, 'erasureReasonTooLong'],
  }),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

// ---------------------------------------------------------------- answers

/** One application of the person, as the screen lists it (the personnummer masked). */
export const PersonApplicationSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  type: z.enum(PARTNER_TYPES),
  status: z.enum(PARTNER_STATUSES),
  name: z.string(),
  email: z.string(),
  /** `YYYYMMDD-****`; null for a vendor application. */
  nationalIdMasked: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonApplication = z.infer<typeof PersonApplicationSchema>;

/**
 * A repeat application of the person kept as an update request on a pending application (decision
 * 063), or an update request of one of their applications.
 */
export const PersonUpdateRequestSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  /** The application it would update. */
  applicationCaseNumber: z.string(),
  status: z.enum(UPDATE_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  nationalIdMasked: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonUpdateRequest = z.infer<typeof PersonUpdateRequestSchema>;

/** One contact or vendor query of the person. */
export const PersonQuerySchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  type: z.enum(QUERY_TYPES),
  status: z.enum(QUERY_STATUSES),
  /** The sender's name; null when the form had none (a vendor query names the vendor). */
  name: z.string().nullable(),
  email: z.string(),
  /** A vendor query: it stays with the vendor account, which is anonymised instead of deleted. */
  isVendorQuery: z.boolean(),
  createdAt: z.string(),
});
export type PersonQuery = z.infer<typeof PersonQuerySchema>;

/** One vendor account of the person. Only an archived one can be erased (anonymised). */
export const PersonVendorAccountSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  email: z.string(),
  status: z.enum(VENDOR_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type PersonVendorAccount = z.infer<typeof PersonVendorAccountSchema>;

/**
 * POST /privacy/subjects: what is stored about the person `q` names, grouped. The person is the
 * closure: the rows `q` matches, and the rows sharing an e-mail address, a phone number or a
 * personnummer with them (one step), so a case number finds the person's other cases too.
 */
export const PersonSubjectsAnswerSchema = z.object({
  searchedAs: z.array(z.enum(PERSON_SEARCH_KINDS)),
  applications: z.array(PersonApplicationSchema),
  updateRequests: z.array(PersonUpdateRequestSchema),
  queries: z.array(PersonQuerySchema),
  vendorAccounts: z.array(PersonVendorAccountSchema),
});
export type PersonSubjectsAnswer = z.infer<typeof PersonSubjectsAnswerSchema>;

const moment = () => z.string().nullable();
const jsonObject = () => z.record(z.string(), z.unknown());

/**
 * What an application and a repeat application (an update request) hold about the applicant, in the
 * export: the same fields, in the same order, in both.
 */
const applicantExportFields = {
  ...applicantContactFields,
  /** The whole personnummer: this is the person's own copy. */
  nationalId: z.string().nullable(),
  ...applicantAnswerFields,
  organisationNumber: z.string().nullable(),
  organisationName: z.string().nullable(),
  language: z.string(),
  termsAcceptedAt: moment(),
  createdAt: z.string(),
};

/** POST /privacy/export: everything stored about the person, for them (the personnummer in full). */
export const PersonalDataExportSchema = z.object({
  exportedAt: z.string(),
  applications: z.array(
    z.object({
      caseNumber: z.string(),
      type: z.string(),
      status: z.string(),
      ...applicantExportFields,
      updatedAt: z.string(),
      lastAction: z.string().nullable(),
      lastActionAt: moment(),
      statusReason: z.string().nullable(),
    }),
  ),
  /** Repeat applications kept as update requests (decision 063), the personnummer in full. */
  updateRequests: z.array(
    z.object({
      caseNumber: z.string(),
      applicationCaseNumber: z.string(),
      status: z.string(),
      ...applicantExportFields,
      decidedAt: moment(),
    }),
  ),
  /** A query as the admins' list has it (`AdminQuerySchema`), with its status history. */
  queries: z.array(
    AdminQuerySchema.pick({
      caseNumber: true,
      type: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      subject: true,
      category: true,
      message: true,
      language: true,
      status: true,
      response: true,
      respondedAt: true,
      createdAt: true,
      updatedAt: true,
    }).extend({
      statusHistory: z.array(
        z.object({ from: z.string(), to: z.string(), isRevert: z.boolean(), at: z.string() }),
      ),
      /**
       * The conversation after the first message (issue 37): the person's answers (`you`) and the
       * support team's replies and internal notes about the case (`support`), naming no admin.
       */
      conversation: z.array(
        z.object({
          kind: z.enum(['reply', 'note']),
          from: z.enum(['you', 'support']),
          body: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
  /** Without the password hash. */
  vendorAccounts: z.array(
    z.object({
      vendorName: z.string(),
      email: z.string(),
      status: z.string(),
      language: z.string(),
      statusReason: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
      lastSignInAt: moment(),
      archivedAt: moment(),
    }),
  ),
  /** The e-mails still in the outbox (sent ones are kept 30 days). */
  emails: z.array(
    z.object({
      kind: z.string(),
      recipient: z.string(),
      language: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: moment(),
      data: jsonObject(),
    }),
  ),
  /** The audit trail of their cases and account, and entries whose details name them. */
  auditEntries: z.array(
    z.object({
      at: z.string(),
      actorRole: z.string(),
      entity: z.string(),
      action: z.string(),
      details: jsonObject().nullable(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;

/** What an erasure did: counts, and the case numbers the audit trail keeps. */
export const ErasureSummarySchema = z.object({
  applications: z.number().int(),
  /** Update requests deleted (decision 063), those of the deleted applications included. */
  updateRequests: z.number().int(),
  queries: z.number().int(),
  vendorAccounts: z.number().int(),
  emails: z.number().int(),
  auditEntries: z.number().int(),
  caseNumbers: z.array(z.string()),
  /** Confirmation e-mails sent before the addresses were erased. */
  confirmationEmails: z.number().int(),
});
export type ErasureSummary = z.infer<typeof ErasureSummarySchema>;

/** POST /privacy/erasure. */
export const ErasureAnswerSchema = SuccessAnswerSchema.extend({ data: ErasureSummarySchema });
export type ErasureAnswer = z.infer<typeof ErasureAnswerSchema>;
