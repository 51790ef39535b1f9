import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterLoadWhenIdle } from '../lib/idle.ts';

// The toaster (sonner, 9 KB gzip) is not part of a public page's first load: a public page toasts
// only when a form cannot reach the server. It is loaded when a form of the page is first touched,
// with the form's validation (decision 039), so it is on the page before a submission can fail: a
// download started only once the network is gone would fail too, and the message with it (issue 35).
// The back-office mounts it once the page has loaded and the browser is idle, so it does not compete
// with a screen's first rows (decision 048), or at once with an earlier toast.

type ToasterModule = typeof import('./site-toaster.tsx');

let loading: Promise<ToasterModule> | null = null;
/** The toaster's module; a failed download (offline, a deploy) is tried again the next time. */
function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('./site-toaster.tsx');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

let isWanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function setWanted(value: boolean): void {
  if (isWanted === value) return;
  isWanted = value;
  for (const listener of listeners) listener();
}
const want = () => setWanted(true);

/**
 * Resolves with sonner's `toast` once the toaster is mounted and listening, mounting it first if
 * needed; rejects when its module cannot be downloaded (that toast is not shown).
 */
export async function whenToasterReady(): Promise<ToasterModule['toast']> {
  want();
  const { toast } = await loadToaster();
  await ready;
  return toast;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Calls `callback` whenever a form of the page is touched: focus, pointer down or submit inside it. */
function onFormTouch(callback: () => void): () => void {
  const events = ['focusin', 'pointerdown', 'submit'] as const;
  const listener = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('form')) callback();
  };
  for (const type of events) document.addEventListener(type, listener, true);
  return () => {
    for (const type of events) document.removeEventListener(type, listener, true);
  };
}

/**
 * Mounts the toaster when a form is first touched or the first toast is asked for, or, when `isEager`
 * (the back-office), once the page has loaded and the browser is idle.
 */
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
  const [toaster, setToaster] = useState<ToasterModule | null>(null);
  useEffect(() => (isEager ? afterLoadWhenIdle(want) : onFormTouch(want)), [isEager]);
  useEffect(() => {
    if (!isRequested || toaster) return;
    let isCurrent = true;
    loadToaster().then(
      (module) => isCurrent && setToaster(module),
      // Not downloaded: wanted again by the next touch or toast, which tries again.
      () => isCurrent && setWanted(false),
    );
    return () => {
      isCurrent = false;
    };
  }, [isRequested, toaster]);
  if (!toaster) return null;
  const { default: SiteToaster } = toaster;
  return <SiteToaster regionLabel={regionLabel} closeLabel={closeLabel} onReady={markReady} />;
}
