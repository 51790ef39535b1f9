import { VISIBLE_TOASTS } from '@levera/domain';
import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** sonner's `toast`, from this module so that a toast needs no download once the toaster is here. */
export { toast } from 'sonner';

/**
 * SPEC §9: three toasts visible at once, top-right. sonner's own labels are English ("Notifications
 * alt+T", "Close toast"), so both come from the catalogue. Loaded by `LazyToaster` (decision 039);
 * `onReady` runs after sonner's own effect has subscribed to new toasts.
 */
export default function SiteToaster({
  regionLabel,
  closeLabel,
  onReady,
}: {
  regionLabel: string;
  closeLabel: string;
  onReady: () => void;
}) {
  useEffect(() => onReady(), [onReady]);
  return (
    <Toaster
      visibleToasts={VISIBLE_TOASTS}
      position="top-right"
      closeButton
      customAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
