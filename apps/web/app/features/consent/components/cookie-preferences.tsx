import { lazy, type RefObject, Suspense, useEffect, useRef } from 'react';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog.tsx'));

/**
 * The cookie preferences dialog while `isOpen`; its code loads the first time it opens, so the
 * pages that offer it do not carry it. When it closes, focus returns to `opener`, the button that
 * opened it, if that is still on the page (WCAG 2.4.3): Radix returns it only to a Dialog.Trigger.
 */
export function CookiePreferences({
  isOpen,
  onOpenChange,
  onSaved,
  opener,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = isOpen;
  }, [isOpen, opener]);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookiePreferencesDialog onOpenChange={onOpenChange} onSaved={onSaved} />
    </Suspense>
  );
}
