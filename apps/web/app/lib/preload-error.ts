// SPEC §8: a failed page-chunk load raises a preload error event and is rethrown unless handled.
// After a deploy the old hashed chunks are gone; reloading once fetches the new build. The session
// flag stops a reload loop when the chunk is missing for another reason: then the error propagates.
const RELOAD_FLAG = 'levera.preloadReloadAt';

export function installPreloadErrorHandler(): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    if (Date.now() - last < 10_000) return; // not handled: Vite rethrows the error
    event.preventDefault();
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
    window.location.reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
