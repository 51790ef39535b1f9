import type {
  ConversationChangeAnswer,
  QueryConversationAnswer,
  SavedReply,
  SavedReplyChangeAnswer,
  SavedReplyListAnswer,
  SiteLanguage,
} from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { ADMIN_QUERIES_KEY } from './query-types.ts';

// The support desk's panel (issue 37, decision 076): a query's conversation, the reply and the
// internal note, and the saved replies the reply box offers.

/** Under the list's key, so a reply or a note refreshes the cards (unread, waiting time) too. */
export const conversationKey = (id: string) => [...ADMIN_QUERIES_KEY, 'conversation', id] as const;
const SAVED_REPLIES_KEY = ['saved-replies'] as const;
const savedRepliesKey = (language: SiteLanguage) => [...SAVED_REPLIES_KEY, language] as const;

/** GET /api/queries/{id}/conversation: the first message, every reply and note, oldest first. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: async () =>
      (await apiRequest<QueryConversationAnswer>(`/queries/${encodeURIComponent(id)}/conversation`)).data,
    staleTime: 0,
  });
}

type ConversationPost = { id: string; message: string };

const postConversation =
  (kind: 'replies' | 'notes') =>
  ({ id, message }: ConversationPost): Promise<ConversationChangeAnswer> =>
    apiRequest<ConversationChangeAnswer>(`/queries/${encodeURIComponent(id)}/${kind}`, {
      method: 'POST',
      body: { message },
      successToast: true,
    });

/** POST /api/queries/{id}/replies: sent to the requester (e-mail with the case link, or the vendor's page). */
export const sendQueryReply = postConversation('replies');
/** POST /api/queries/{id}/notes: internal, only admins see it. */
export const addQueryNote = postConversation('notes');

export function useSendQueryReply() {
  return useInvalidatingMutation(sendQueryReply, ADMIN_QUERIES_KEY);
}

export function useAddQueryNote() {
  return useInvalidatingMutation(addQueryNote, ADMIN_QUERIES_KEY);
}

/** GET /api/saved-replies?replyLanguage=: the saved replies of one language, by title. */
export function useSavedReplies(language: SiteLanguage) {
  return useQuery({
    queryKey: savedRepliesKey(language),
    queryFn: async () =>
      (await apiRequest<SavedReplyListAnswer>('/saved-replies', { query: { replyLanguage: language } })).data,
  });
}

type SavedReplyFields = Pick<SavedReply, 'title' | 'body'>;

/** POST /api/saved-replies: the reply box's text kept under a title (manageSavedReplies). */
export function createSavedReply(input: SavedReplyFields & { replyLanguage: SiteLanguage }) {
  return apiRequest<SavedReplyChangeAnswer>('/saved-replies', {
    method: 'POST',
    body: input,
    successToast: true,
  });
}

/** PATCH /api/saved-replies/{id}: a new title or text. */
export function updateSavedReply({ id, ...update }: SavedReplyFields & { id: string }) {
  return apiRequest<SavedReplyChangeAnswer>(`/saved-replies/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
    successToast: true,
  });
}

/** DELETE /api/saved-replies/{id}. */
export function deleteSavedReply(id: string) {
  return apiRequest(`/saved-replies/${encodeURIComponent(id)}`, { method: 'DELETE', successToast: true });
}

export function useCreateSavedReply() {
  return useInvalidatingMutation(createSavedReply, SAVED_REPLIES_KEY);
}

export function useUpdateSavedReply() {
  return useInvalidatingMutation(updateSavedReply, SAVED_REPLIES_KEY);
}

export function useDeleteSavedReply() {
  return useInvalidatingMutation(deleteSavedReply, SAVED_REPLIES_KEY);
}
