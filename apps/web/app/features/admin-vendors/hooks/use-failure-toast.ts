import { STALE_STATUS_CODE, TOAST_DURATION_MS } from '@levera/domain';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/use-message.ts';

/**
 * SPEC §8 "Failed to … Please try again." as the toast title, with the server's reason (for
 * example "This email address is already in use") underneath when it says something more. When
 * another admin changed the vendor first, trying again is not the answer: the server's "changed by
 * someone else" message is the whole toast, and the refetched list shows the change.
 */
export function useFailureToast() {
  const message = useMessage();
  return (key: string, error: unknown) => {
    if (error instanceof ApiError && error.code === STALE_STATUS_CODE) {
      toast.error(error.message, { duration: TOAST_DURATION_MS.error });
      return;
    }
    const title = message(key);
    const reason = error instanceof Error ? error.message : '';
    toast.error(title, {
      duration: TOAST_DURATION_MS.error,
      ...(reason && reason !== title && { description: reason }),
    });
  };
}
