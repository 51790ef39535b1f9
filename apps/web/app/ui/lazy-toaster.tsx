import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { afterLoadWhenIdle } from '../lib/idle.ts';

// The toaster (sonner, 9 KB gzip) is not part of a public page until something is shown in it: a
// public page toasts only when a form cannot reach the server. The back-office mounts it once the
// page has loaded and the browser is idle, so it does not compete with a screen's first rows
// (decision 048), or at once with an earlier toast. See docs/decisions/039-light-public-pages.md.
const SiteToaster = lazy(() => import('./site-toaster.tsx'));

let isWanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function want(): void {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

/** Resolves with sonner once the toaster is mounted and listening, mounting it first if needed. */
export function whenToasterReady(): Promise<typeof import('sonner')> {
  want();
  return ready.then(() => import('sonner'));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounts the toaster when the first toast is asked for, or when `isEager` (the back-office) once idle. */
export function LazyToaster({
  isEager,
  regionLabel,
  closeLabel,
}: {
  isEager: boolean;
  regionLabel: string;
  closeLabel: string;
}) {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  useEffect(() => (isEager ? afterLoadWhenIdle(want) : undefined), [isEager]);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster regionLabel={regionLabel} closeLabel={closeLabel} onReady={markReady} />
    </Suspense>
  );
}
