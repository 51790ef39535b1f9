import type { StorePauseAnswer, StorePauseRequestInput, SuccessAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDOR_MENU_QUERY_KEY } from './vendor-menu-keys.ts';

/** PUT /api/vendor/store/pause: no orders until `until`, or until reopened (`until: null`). */
export function pauseStore(pause: StorePauseRequestInput): Promise<StorePauseAnswer> {
  return apiRequest<StorePauseAnswer>('/vendor/store/pause', {
    method: 'PUT',
    body: pause,
    successToast: true,
    suppressErrorToast: true,
  });
}

/** DELETE /api/vendor/store/pause: orders again at once. */
export function reopenStore(): Promise<SuccessAnswer> {
  return apiRequest<SuccessAnswer>('/vendor/store/pause', { method: 'DELETE', successToast: true });
}

export function usePauseStore() {
  return useInvalidatingMutation(pauseStore, VENDOR_MENU_QUERY_KEY);
}

export function useReopenStore() {
  return useInvalidatingMutation(reopenStore, VENDOR_MENU_QUERY_KEY);
}
