import { STORAGE_KEYS } from '@levera/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../../../lib/idle.ts';
import { useIsNativeApp } from '../../../lib/native-app.ts';
import { safeStorage } from '../../../lib/storage.ts';

const PromoModal = lazy(() => import('./promo-modal.tsx'));

export function isPromoDismissed(): boolean {
  return safeStorage.get(STORAGE_KEYS.promoModalDismissed) === 'true';
}

/**
 * Shows the promo modal once the page has loaded, only when no dismissal flag is stored and
 * never inside the native app (SPEC §2). Closing it stores the flag with the value true.
 * `canOpen` is the page's say: the layout holds it back while the cookie notice is unanswered and
 * on pages with a form (decision 014).
 */
export function PromoModalLauncher({ canOpen }: { canOpen: boolean }) {
  const isNative = useIsNativeApp();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!canOpen || isNative !== false || isPromoDismissed()) return;
    return afterLoadWhenIdle(() => setIsOpen(true));
  }, [canOpen, isNative]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PromoModal
        onClose={() => {
          safeStorage.set(STORAGE_KEYS.promoModalDismissed, 'true');
          setIsOpen(false);
        }}
      />
    </Suspense>
  );
}
