import type { SupportCaseAnswer, SupportCaseReplyAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDOR_QUERIES_KEY } from './vendor-query-types.ts';

// Issue 37 §5: the vendor's own query as a conversation, and its follow-up in the same thread.

/** GET /api/vendor/queries/{id}/conversation: its words and support's, oldest first (no notes, no names). */
export function useVendorConversation(id: string) {
  return useQuery({
    queryKey: [...VENDOR_QUERIES_KEY, 'conversation', id],
    queryFn: async () =>
      (await apiRequest<SupportCaseAnswer>(`/vendor/queries/${encodeURIComponent(id)}/conversation`)).data,
    staleTime: 0,
  });
}

/** POST /api/vendor/queries/{id}/replies: a follow-up in the same query (no new query). */
export function sendVendorFollowUp({ id, message }: { id: string; message: string }) {
  return apiRequest<SupportCaseReplyAnswer>(`/vendor/queries/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body: { message },
    successToast: true,
  });
}

export function useSendVendorFollowUp() {
  return useInvalidatingMutation(sendVendorFollowUp, VENDOR_QUERIES_KEY);
}
