/**
 * Runs `callback` once the page has loaded and the browser is idle, so optional UI (the promo
 * modal, the privacy notice) never competes with the page's own loading and hydration.
 * Returns a function that cancels it.
 */
export function afterLoadWhenIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: timeoutMs });
    } else {
      timer = setTimeout(() => !cancelled && callback(), 1);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
