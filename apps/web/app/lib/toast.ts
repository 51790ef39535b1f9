import { TOAST_DURATION_MS } from '@levera/domain';
import { whenToasterReady } from '../ui/lazy-toaster.tsx';

// Toast durations of SPEC §9: error 4 s, success 3 s, default 4 s (three visible: see <SiteToaster>).
// sonner is loaded with the toaster on first use (decision 039), so a toast shows a moment later.
type Toast = Awaited<ReturnType<typeof whenToasterReady>>['toast'];
const show = (send: (toast: Toast) => void) => {
  void whenToasterReady().then(({ toast }) => send(toast));
};

export const notify = {
  success: (message: string) =>
    show((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error })),
  info: (message: string) => show((toast) => toast(message, { duration: TOAST_DURATION_MS.default })),
};
