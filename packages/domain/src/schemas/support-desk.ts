import { z } from 'zod';
import { QUERY_STATUSES, SITE_LANGUAGES } from '../constants.ts';
import { changeAnswer, dataAnswer } from './common.ts';
import { choice, requiredText } from './fields.ts';

// The support desk (issue 37, decision 076): a query's conversation, its case link, internal notes,
// assignment and saved replies. Requests and answers of those routes (decision 025).

/** The longest reply, note or requester's answer: a long e-mail, far below a hostile 100 KB. */
export const CONVERSATION_MESSAGE_MAX = 5000;
/** A case link's token is 43 characters; anything much longer names no case (API and case page). */
export const CASE_TOKEN_MAX_LENGTH = 200;

/**
 * POST /queries/{id}/replies and /notes, /support/cases/{token}/replies, /vendor/queries/{id}/replies:
 * the text, trimmed, 1–5000 characters. Stored as text and shown escaped (never as HTML).
 */
export const ConversationMessageSchema = z.object({
  message: requiredText('conversationMessageRequired', {
    max: [CONVERSATION_MESSAGE_MAX, 'conversationMessageTooLong'],
  }),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** PUT /queries/{id}/assignee: an admin's id, or null to leave the query with nobody. */
export const QueryAssigneeSchema = z.object({
  adminId: z.string({ error: 'invalidValue' }).max(100, { error: 'invalidValue' }).nullable(),
});
export type QueryAssignee = z.infer<typeof QueryAssigneeSchema>;

/**
 * GET /queries/assignees: the active admins a query can be assigned to, by name (every role reads it,
 * as every role answers queries). Names only: the picker and the filter need nothing more.
 */
export const QueryAssigneesAnswerSchema = dataAnswer(z.array(z.object({ id: z.string(), name: z.string() })));
export type QueryAssigneesAnswer = z.infer<typeof QueryAssigneesAnswerSchema>;

/** One entry of a conversation. `kind: note` entries exist only in the admins' answer. */
export const ConversationEntrySchema = z.object({
  id: z.string(),
  /** reply: said to or by the requester; note: internal, between admins. */
  kind: z.enum(['reply', 'note']),
  /** requester: the contact form's sender; vendor: the vendor of its own query; admin: the team. */
  authorKind: z.enum(['requester', 'vendor', 'admin']),
  /** The admin who wrote it (an admin's entry whose account still exists), else null. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ConversationEntry = z.infer<typeof ConversationEntrySchema>;

/**
 * A query's conversation as the admins see it: the first message (the query's own), then every reply
 * and note, oldest first.
 */
const QueryConversationSchema = z.object({
  queryId: z.string(),
  caseNumber: z.string(),
  messages: z.array(ConversationEntrySchema),
});

/** GET /queries/{id}/conversation (admins). */
export const QueryConversationAnswerSchema = dataAnswer(QueryConversationSchema);
export type QueryConversationAnswer = z.infer<typeof QueryConversationAnswerSchema>;

/** POST /queries/{id}/replies and /notes: the toast, the entry written and the conversation now. */
export const ConversationChangeAnswerSchema = changeAnswer(QueryConversationSchema);
export type ConversationChangeAnswer = z.infer<typeof ConversationChangeAnswerSchema>;

/** What the requester sees of the case: its own words and support's, nobody's name or address. */
export const CaseEntrySchema = z.object({
  /** you: the requester; support: Levera support (no admin is named). */
  from: z.enum(['you', 'support']),
  body: z.string(),
  createdAt: z.string(),
});
export type CaseEntry = z.infer<typeof CaseEntrySchema>;

/** The case as its private link shows it. */
const SupportCaseSchema = z.object({
  caseNumber: z.string(),
  subject: z.string(),
  status: z.enum(QUERY_STATUSES),
  /** The language the case was written in (the page's default). */
  language: z.enum(SITE_LANGUAGES),
  messages: z.array(CaseEntrySchema),
});

/** GET /support/cases/{token}. */
export const SupportCaseAnswerSchema = dataAnswer(SupportCaseSchema);
export type SupportCaseAnswer = z.infer<typeof SupportCaseAnswerSchema>;

/** POST /support/cases/{token}/replies: the thank-you and the case now. */
export const SupportCaseReplyAnswerSchema = changeAnswer(SupportCaseSchema);
export type SupportCaseReplyAnswer = z.infer<typeof SupportCaseReplyAnswerSchema>;

/** The vendor's view of its query's conversation (no notes, no admin names). */
export const VendorQueryConversationAnswerSchema = SupportCaseAnswerSchema;
export const VendorQueryReplyAnswerSchema = SupportCaseReplyAnswerSchema;

// ---------------------------------------------------------------- saved replies

export const SAVED_REPLY_TITLE_MAX = 100;

/**
 * POST /saved-replies: a reply text in one language (`replyLanguage`; `language`, as in every body, is
 * the answer's), under a title the admins pick it by.
 */
export const SavedReplyInputSchema = z.object({
  replyLanguage: choice(SITE_LANGUAGES, 'savedReplyLanguageRequired'),
  title: requiredText('savedReplyTitleRequired', { max: [SAVED_REPLY_TITLE_MAX, 'savedReplyTitleTooLong'] }),
  body: requiredText('conversationMessageRequired', {
    max: [CONVERSATION_MESSAGE_MAX, 'conversationMessageTooLong'],
  }),
});
export type SavedReplyInput = z.infer<typeof SavedReplyInputSchema>;

/** PATCH /saved-replies/{id}: any of the fields. */
export const SavedReplyUpdateSchema = SavedReplyInputSchema.partial();
export type SavedReplyUpdate = z.infer<typeof SavedReplyUpdateSchema>;

export const SavedReplySchema = z.object({
  id: z.string(),
  language: z.enum(SITE_LANGUAGES),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof SavedReplySchema>;

/** GET /saved-replies: every saved reply (of one language with `?replyLanguage`), by title. */
export const SavedReplyListAnswerSchema = dataAnswer(z.array(SavedReplySchema));
export type SavedReplyListAnswer = z.infer<typeof SavedReplyListAnswerSchema>;

/** GET /saved-replies query string. */
export const SavedReplyListQuerySchema = z.object({
  replyLanguage: z
    .union([z.enum(SITE_LANGUAGES), z.literal('')], { error: 'invalidOption' })
    .optional()
    .transform((value) => value || null),
});

export const SavedReplyChangeAnswerSchema = changeAnswer(SavedReplySchema);
export type SavedReplyChangeAnswer = z.infer<typeof SavedReplyChangeAnswerSchema>;
