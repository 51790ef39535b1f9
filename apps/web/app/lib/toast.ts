import { TOAST_DURATION_MS } from '@levera/domain';
import { whenToasterReady } from '../ui/lazy-toaster.tsx';

// Toast durations of SPEC §9: error 4 s, success 3 s, default 4 s (three visible: see <SiteToaster>).
// sonner is loaded with the toaster when a form is first touched or on first use (decision 039), so a
// first toast may show a moment later. One that cannot be shown (the toaster could not be downloaded)
// is dropped: shown later, it would speak of a moment that has passed.
type Toast = Awaited<ReturnType<typeof whenToasterReady>>;
const show = (send: (toast: Toast) => void) => {
  whenToasterReady().then(send, () => undefined);
};

export const notify = {
  success: (message: string) =>
    show((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error })),
  info: (message: string) => show((toast) => toast(message, { duration: TOAST_DURATION_MS.default })),
};
