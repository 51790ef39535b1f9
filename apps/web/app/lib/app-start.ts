// On a back-office page the SPA shell holds the app's scripts back until the page's first answer is
// drawn (decision 056): their downloads and their start would otherwise take the network, the server
// and the main thread while that answer arrives and is drawn. The shell's preload script
// (scripts/preload-back-office-routes.mjs) defines `window[APP_START]`, which lets them load, and
// calls it itself after a short while in case nothing else does; the shell's early script
// (app/early-requests.ts) calls it once the preview is on the page, or at once on a page without one
// or on a repeat visit.
// The build checks that both scripts spell the name alike.

/** The shell's function that lets the app's scripts load (once; later calls do nothing). */
export const APP_START = '__leveraStartApp';

type StartWindow = { [APP_START]?: () => void };

/** Lets the app's scripts load now. Outside the shell (tests, the prerendered pages) nothing is held. */
export function startApp(): void {
  (window as StartWindow)[APP_START]?.();
}

/**
 * Whether this document is a copy from the HTTP cache that the server confirmed (a 304: fewer bytes
 * came than its body holds), as on a repeat visit of the same build: then the app's scripts very
 * likely come from the cache too, and holding them back would only delay the app.
 */
export function documentWasRevalidated(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return Boolean(navigation && navigation.transferSize < navigation.encodedBodySize);
}
