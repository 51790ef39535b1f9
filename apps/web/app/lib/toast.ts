import { TOAST_DURATION_MS } from '@levera/domain';
import { toast } from 'sonner';

// Toast durations of SPEC §9: error 4 s, success 3 s, default 4 s (three visible: see <Toaster>).
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  info: (message: string) => toast(message, { duration: TOAST_DURATION_MS.default }),
};
