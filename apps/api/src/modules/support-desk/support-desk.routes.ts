import {
  CASE_TOKEN_MAX_LENGTH,
  ConversationChangeAnswerSchema,
  ConversationMessageSchema,
  QueryAssigneeSchema,
  QueryAssigneesAnswerSchema,
  QueryChangeAnswerSchema,
  QueryConversationAnswerSchema,
  SavedReplyChangeAnswerSchema,
  SavedReplyInputSchema,
  SavedReplyListAnswerSchema,
  SavedReplyListQuerySchema,
  SavedReplyUpdateSchema,
  SuccessAnswerSchema,
  SupportCaseAnswerSchema,
  SupportCaseReplyAnswerSchema,
  VendorQueryConversationAnswerSchema,
  VendorQueryReplyAnswerSchema,
} from '@levera/domain';
import { z } from 'zod';
import { type AppContext, type ModuleApp, routesInParts } from '../../app-context.ts';
import { languageOf } from '../../lib/request-language.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, ownFields, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { privateLinkThrottle, releasePrivateLinkAttempt } from '../auth/attempt-throttle.ts';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from './saved-replies.service.ts';
import {
  addQueryNote,
  adminConversation,
  assignQuery,
  caseOfToken,
  listAssignableAdmins,
  replyThroughCaseLink,
  replyToQuery,
  vendorConversation,
  vendorFollowUp,
} from './support-desk.service.ts';

// The support desk (issue 37, DESIGN.md §10, decision 076): replies, notes, assignment and saved
// replies for the admins; the case link's page for the requester; the vendor's follow-up.

const adminTags = ['queries'];
const caseTags = ['support cases'];
const vendorTags = ['vendor queries'];

/**
 * The case link's token rides in the path. The request log names the route's pattern
 * (`/api/support/cases/:token`), never the address, so the token is not logged (decision 076).
 */
const TokenParams = z.object({ token: z.string().max(CASE_TOKEN_MAX_LENGTH) });

const caseDescription =
  'A token that names no case, or a case resolved or closed more than 30 days ago, answers 410 ' +
  '`case_link_invalid`. Throttled per address with the set-password routes (429 with Retry-After).';

export const supportDeskRoutes = routesInParts(
  answeringRoutes,
  savedReplyRoutes,
  caseLinkRoutes,
  vendorFollowUpRoutes,
);

/** The admins' side of a query: its conversation, replies, notes and assignment. */
function answeringRoutes(app: ModuleApp, { db, now }: AppContext): void {
  app.get(
    '/queries/:id/conversation',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: "A query's conversation: its message, the replies and answers, and the internal notes",
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: QueryConversationAnswerSchema },
    }),
    async (request) => ({ data: await adminConversation(db, request.params.id) }),
  );

  app.post(
    '/queries/:id/replies',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: "Reply to a query: stored in its conversation and e-mailed in the requester's language",
      description:
        "A contact query's sender gets the reply with a private link to the case page " +
        '(`/{locale}/support/case?token=…`) to read the conversation and answer; a vendor gets it as ' +
        'before (e-mail, panel and bell). The query is marked read and answered (its first response ' +
        'time is kept; nobody waits any more). The subject carries the case number.',
      params: IdParams,
      body: ConversationMessageSchema,
      response: { 201: QueryChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await replyToQuery(
        db,
        request.params.id,
        request.body.message,
        principalOf(request),
        now(),
      );
      return reply.status(201).send(changed(request, 'replySent', data));
    },
  );

  app.post(
    '/queries/:id/notes',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Add an internal note to a query (only admins ever see it)',
      params: IdParams,
      body: ConversationMessageSchema,
      response: { 201: ConversationChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await addQueryNote(
        db,
        request.params.id,
        request.body.message,
        principalOf(request),
        now(),
      );
      return reply.status(201).send(changed(request, 'noteAdded', data));
    },
  );

  app.get(
    '/queries/assignees',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'The active admins a query can be assigned to, by name (the picker and the filter)',
      querystring: LanguageQuery,
      response: { 200: QueryAssigneesAnswerSchema },
    }),
    async () => ({ data: await listAssignableAdmins(db) }),
  );

  app.put(
    '/queries/:id/assignee',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'Assign a query to an active admin (taking it: oneself), or to nobody with null',
      description: 'An admin id that names no active admin answers 422 `assignee_not_found`.',
      params: IdParams,
      body: QueryAssigneeSchema,
      response: { 200: QueryChangeAnswerSchema },
    }),
    async (request) => {
      const { data, assigned } = await assignQuery(
        db,
        request.params.id,
        request.body.adminId,
        principalOf(request),
        now(),
      );
      return changed(request, assigned ? 'queryAssigned' : 'queryUnassigned', data);
    },
  );
}

/** The saved replies the admins pick from when they answer. */
function savedReplyRoutes(app: ModuleApp, { db, now }: AppContext): void {
  app.get(
    '/saved-replies',
    routeOptions({ admin: 'answerQueries' }, adminTags, {
      summary: 'The saved replies, by language and title (`replyLanguage`: of one language only)',
      querystring: SavedReplyListQuerySchema,
      response: { 200: SavedReplyListAnswerSchema },
    }),
    async (request) => ({ data: await listSavedReplies(db, request.query.replyLanguage) }),
  );

  app.post(
    '/saved-replies',
    routeOptions({ admin: 'manageSavedReplies' }, adminTags, {
      summary: 'Write a saved reply in one language',
      body: SavedReplyInputSchema,
      response: { 201: SavedReplyChangeAnswerSchema },
    }),
    async (request, reply) => {
      const data = await createSavedReply(db, ownFields(request.body), principalOf(request), now());
      return reply.status(201).send(changed(request, 'savedReplyCreated', data));
    },
  );

  app.patch(
    '/saved-replies/:id',
    routeOptions({ admin: 'manageSavedReplies' }, adminTags, {
      summary: 'Edit a saved reply',
      params: IdParams,
      body: SavedReplyUpdateSchema,
      response: { 200: SavedReplyChangeAnswerSchema },
    }),
    async (request) => {
      const update = ownFields(request.body);
      const data = await updateSavedReply(db, request.params.id, update, principalOf(request), now());
      return changed(request, 'savedReplyUpdated', data);
    },
  );

  app.delete(
    '/saved-replies/:id',
    routeOptions({ admin: 'manageSavedReplies' }, adminTags, {
      summary: 'Delete a saved reply',
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await deleteSavedReply(db, request.params.id, principalOf(request), now());
      return succeeded(request, 'savedReplyDeleted');
    },
  );
}

/** The requester's case page, opened by its private link: throttled as the set-password pages. */
function caseLinkRoutes(app: ModuleApp, { db, now }: AppContext): void {
  const throttle = privateLinkThrottle(db, now);

  app.get(
    '/support/cases/:token',
    {
      ...routeOptions('public', caseTags, {
        summary: 'The case its private link opens: case number, subject, status and the conversation',
        description: `No internal note, no admin's name, no e-mail address. ${caseDescription}`,
        params: TokenParams,
        querystring: LanguageQuery,
        response: { 200: SupportCaseAnswerSchema },
      }),
      ...throttle,
    },
    async (request) => {
      const data = await caseOfToken(db, request.params.token, languageOf(request), now());
      // A working link is no guess: the requester who reads and answers their case never runs out.
      await releasePrivateLinkAttempt(db, request.ip);
      return { data };
    },
  );

  app.post(
    '/support/cases/:token/replies',
    {
      ...routeOptions('public', caseTags, {
        summary: "The requester's answer through the case link: added to the conversation",
        description:
          'The case turns unread (NEW) for the admins, counts in the live counts and the digest, and ' +
          `a resolved or closed case reopens (in progress). ${caseDescription}`,
        params: TokenParams,
        body: ConversationMessageSchema,
        response: { 201: SupportCaseReplyAnswerSchema },
      }),
      ...throttle,
    },
    async (request, reply) => {
      const data = await replyThroughCaseLink(
        db,
        request.params.token,
        request.body.message,
        languageOf(request),
        now(),
      );
      await releasePrivateLinkAttempt(db, request.ip);
      return reply.status(201).send(changed(request, 'caseReplySent', data));
    },
  );
}

/** The vendor's side of its own queries: the conversation and its follow-up. */
function vendorFollowUpRoutes(app: ModuleApp, { db, now }: AppContext): void {
  app.get(
    '/vendor/queries/:id/conversation',
    routeOptions('vendor', vendorTags, {
      summary: "The conversation of one of the signed-in vendor's own queries (no internal notes)",
      params: IdParams,
      querystring: LanguageQuery,
      response: { 200: VendorQueryConversationAnswerSchema },
    }),
    async (request) => ({
      data: await vendorConversation(db, principalOf(request).id, request.params.id, languageOf(request)),
    }),
  );

  app.post(
    '/vendor/queries/:id/replies',
    routeOptions('vendor', vendorTags, {
      summary: "The vendor's follow-up on its own query, in the same conversation",
      description:
        'The query turns unread (NEW) for the admins and a resolved one reopens (in progress). ' +
        "Another vendor's query answers 404 as an unknown one.",
      params: IdParams,
      body: ConversationMessageSchema,
      response: { 201: VendorQueryReplyAnswerSchema },
    }),
    async (request, reply) => {
      const data = await vendorFollowUp(
        db,
        principalOf(request).id,
        request.params.id,
        request.body.message,
        languageOf(request),
        now(),
      );
      return reply.status(201).send(changed(request, 'vendorReplySent', data));
    },
  );
}
