// A read-only picture of a screen's first rows that the SPA shell paints from its early answer
// (decisions 048, 052), in a layer of its own over the page until the app has rendered. The shell
// shows it (`showEarlyPreview`); the app ends it (`endEarlyPreview`). Without React: both use this
// module, so the layer's id and the "ended" flag are spelt here only.

const ID = 'levera-early-preview';
const ENDED = '__leveraEarlyPreviewEnded';
/** If the app has not taken over by then (it failed to load), the picture must not stay for good. */
const MAX_LIFETIME_MS = 15_000;

type PreviewWindow = { [ENDED]?: boolean };

/** The layer's element, if one is shown. */
function layer(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

/**
 * Whether the app's scripts come from the HTTP cache (a repeat visit): resource timing of the shell's
 * module preloads, of which a cached one reports a body but no bytes transferred. Then the app renders
 * about as soon as the answer arrives, and a picture shown for that moment would only flicker. (On a
 * repeat visit the shell lets the app's scripts load at once, decision 056, so their entries are there.)
 */
export function appScriptsAreCached(): boolean {
  const preloads = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  return performance
    .getEntriesByType('resource')
    .some(
      (entry) =>
        preloads.has(entry.name) &&
        (entry as PerformanceResourceTiming).transferSize === 0 &&
        (entry as PerformanceResourceTiming).decodedBodySize > 0,
    );
}

/**
 * Shows the picture `paint` draws as the preview of the page at `pathname`, unless the app has
 * rendered already or its scripts come from the cache (then nothing is drawn), and calls `settled` once it is on the page or will not
 * be. The layer covers the viewport and is hidden from assistive technology (screen readers and tests
 * meet only the app); it holds nothing focusable. It is not inert: an inert layer lets clicks through
 * to the page the app is building beneath it, unseen. It lies outside what React renders: the end of
 * <body>, which React 19's hydration of the document leaves alone.
 */
export function showEarlyPreview(
  paint: () => HTMLElement | null,
  pathname: string,
  settled: () => void = () => undefined,
): void {
  if (!document.body) {
    // The answer may come before the parser has reached <body>.
    document.addEventListener('DOMContentLoaded', () => showEarlyPreview(paint, pathname, settled), {
      once: true,
    });
    return;
  }
  const picture = (window as PreviewWindow)[ENDED] || layer() || appScriptsAreCached() ? null : paint();
  if (picture) {
    picture.id = ID;
    picture.dataset.path = pathname;
    picture.setAttribute('aria-hidden', 'true');
    document.body.append(picture);
    setTimeout(endEarlyPreview, MAX_LIFETIME_MS);
  }
  settled();
}

/** Removes the preview, and keeps one from being shown later (the app has rendered). */
export function endEarlyPreview(): void {
  (window as PreviewWindow)[ENDED] = true;
  layer()?.remove();
}

/**
 * What the app does on its first render and on each navigation: a preview of the page at `pathname`
 * stays (its screen ends it once its list is rendered), anything else ends it, and a preview that has
 * not arrived yet will not be shown.
 */
export function endEarlyPreviewUnlessOf(pathname: string): void {
  if (layer()?.dataset.path !== pathname) endEarlyPreview();
}
