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
 */
export function PromoModalLauncher() {
  const isNative = useIsNativeApp();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (isNative !== false || isPromoDismissed()) return;
    return afterLoadWhenIdle(() => setIsOpen(true));
  }, [isNative]);

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
