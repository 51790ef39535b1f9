import { lazy, Suspense } from 'react';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog.tsx'));

/**
 * The cookie preferences dialog while `isOpen`; its code loads the first time it opens, so the
 * pages that offer it do not carry it.
 */
export function CookiePreferences({
  isOpen,
  onOpenChange,
  onSaved,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookiePreferencesDialog onOpenChange={onOpenChange} onSaved={onSaved} />
    </Suspense>
  );
}
