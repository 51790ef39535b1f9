import { type ErasureAnswer, type PersonSubjectsAnswer, todayInStockholm } from '@levera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

// The data subject's rights (decisions 059, 065): POST /privacy/subjects, POST /privacy/export and
// POST /privacy/erasure. The searched value names a person, so it lives in this screen's state and
// its query cache only, never in an address: not the page's (browser history, shared links), nor a
// request's (a proxy's access log); it travels in the request body.

export const privacyKeys = {
  all: ['privacy'] as const,
  subjects: (q: string) => ['privacy', 'subjects', q] as const,
};

/** POST /privacy/subjects {q}: what is stored about the person `q` names; nothing is asked for blank `q`. */
export function usePersonSubjects(q: string) {
  return useQuery({
    queryKey: privacyKeys.subjects(q),
    queryFn: ({ signal }) =>
      apiRequest<PersonSubjectsAnswer>('/privacy/subjects', {
        method: 'POST',
        body: { q },
        suppressErrorToast: true,
        signal,
      }),
    enabled: q !== '',
  });
}

/** An export may read much of the audit log: longer than an ordinary request may take. */
const EXPORT_TIMEOUT_MS = 2 * 60_000;

/**
 * POST /privacy/export {q}, with the signed-in admin's token (a plain link could not send it), saved as
 * `personal-data-YYYY-MM-DD.json`, the name the API gives it.
 */
export async function downloadPersonalData(q: string): Promise<void> {
  const file = await apiRequest<Blob>('/privacy/export', {
    method: 'POST',
    body: { q },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
    suppressErrorToast: true,
  });
  saveFile(file, `personal-data-${todayInStockholm()}.json`);
}

/** The erasure sends an e-mail first (up to three SMTP timeouts of 10 s) before it erases anything. */
const ERASURE_TIMEOUT_MS = 60_000;

/** POST /privacy/erasure {q, reason}; the person's search is asked again afterwards. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation<ErasureAnswer, Error, { q: string; reason: string }>({
    mutationFn: (body) =>
      apiRequest<ErasureAnswer>('/privacy/erasure', {
        method: 'POST',
        body,
        timeoutMs: ERASURE_TIMEOUT_MS,
        suppressErrorToast: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
