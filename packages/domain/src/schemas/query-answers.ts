import { z } from 'zod';
import { QUERY_STATUSES, QUERY_TYPES, VENDOR_QUERY_STATUSES } from '../constants.ts';
import { CaseNumberAnswerSchema, changeAnswer, pageAnswer } from './common.ts';

// The answers of the support query endpoints: the admin's query desk and the vendor's own queries
// (decision 025). The public contact form answers `CaseNumberAnswerSchema`.

const QueryStatusSchema = z.enum(QUERY_STATUSES);

/** A contact or vendor query as `GET /api/queries` lists it, with what the UI needs for legal actions. */
export const AdminQuerySchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  type: z.enum(QUERY_TYPES),
  vendorId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  category: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  status: QueryStatusSchema,
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The forward moves the state machine allows from the current status (DESIGN.md §5). */
  nextStatuses: z.array(QueryStatusSchema),
  /** Where a revert would go (the status before the last change still in effect), or null. */
  revertTarget: QueryStatusSchema.nullable(),
  /** The admin who owns the case, or null (issue 37). */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Since when the requester's oldest unanswered message waits; null when support spoke last. */
  waitingSince: z.string().nullable(),
  /** When support first replied, and how many minutes after the query arrived; null before. */
  firstResponseAt: z.string().nullable(),
  firstResponseMinutes: z.number().nullable(),
});
export type AdminQuery = z.infer<typeof AdminQuerySchema>;

/** GET /queries: a page, and the matches per tab for the search and status filter (type aside). */
export const QueryListAnswerSchema = pageAnswer(AdminQuerySchema).extend({
  counts: z.object({
    all: z.number(),
    customer: z.number(),
    driver: z.number(),
    store: z.number(),
    vendor: z.number(),
  }),
  /** Which of `counts` are lower bounds: more matches than that (decisions 043 and 068). */
  countsAreEstimates: z
    .object({
      all: z.boolean(),
      customer: z.boolean(),
      driver: z.boolean(),
      store: z.boolean(),
      vendor: z.boolean(),
    })
    .optional(),
});
export type QueryListAnswer = z.infer<typeof QueryListAnswerSchema>;

/** PATCH /queries/{id}/status and /read, PUT /queries/{id}/response: the toast text and the query now. */
export const QueryChangeAnswerSchema = changeAnswer(AdminQuerySchema);
export type QueryChangeAnswer = z.infer<typeof QueryChangeAnswerSchema>;

/** One of the vendor's own queries: the status as the vendor sees it (DESIGN.md §5) and the response. */
export const VendorOwnQuerySchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  subject: z.string(),
  category: z.string().nullable(),
  message: z.string(),
  status: z.enum(VENDOR_QUERY_STATUSES),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorOwnQuery = z.infer<typeof VendorOwnQuerySchema>;

/** GET /vendor/queries. */
export const VendorQueryListAnswerSchema = pageAnswer(VendorOwnQuerySchema);
export type VendorQueryListAnswer = z.infer<typeof VendorQueryListAnswerSchema>;

/** POST /vendor/queries: the case number, and the query as the vendor's list shows it. */
export const VendorQueryCreatedAnswerSchema = CaseNumberAnswerSchema.extend({ data: VendorOwnQuerySchema });
export type VendorQueryCreatedAnswer = z.infer<typeof VendorQueryCreatedAnswerSchema>;
