import { TOAST_DURATION_MS } from '@levera/domain';
import { toast } from 'sonner';
import { useMessage } from '../../../lib/i18n.ts';

/**
 * SPEC §8 "Failed to … Please try again." as the toast title, with the server's reason (for
 * example "This email address is already in use") underneath when it says something more.
 */
export function useFailureToast() {
  const message = useMessage();
  return (key: string, error: unknown) => {
    const title = message(key);
    const reason = error instanceof Error ? error.message : '';
    toast.error(title, {
      duration: TOAST_DURATION_MS.error,
      ...(reason && reason !== title && { description: reason }),
    });
  };
}
