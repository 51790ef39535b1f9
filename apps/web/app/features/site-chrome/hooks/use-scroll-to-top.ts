import { SCROLL_DELAY_MS } from '@levera/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// SPEC §2: "The page scrolls to the top (smooth, 100 ms delay) on each path change." React Router's
// <ScrollRestoration> jumps to the top at once on every navigation, so this takes its place
// (decision 015): a new path scrolls up smoothly after the delay, a hash goes to its element, and
// Back and Forward return to the position the entry was left at.

const POSITIONS_KEY = 'levera.scrollPositions';
/** Positions by history entry (React Router's location key), kept for the tab's session. */
let positions: Record<string, number> | null = null;

function loadPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function useScrollToTop(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const saved = loadPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      saved[currentKey.current] = window.scrollY;
    };
    // Leaving the document: keep the positions, and let the browser restore this page on reload.
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(saved));
      } catch {
        // Storage unavailable: positions are kept for this document only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Runs once per history entry: a new entry is a navigation (push, replace, back or forward).
  useIsomorphicLayoutEffect(() => {
    currentKey.current = location.key;
    const isFirstRender = previousPath.current === null;
    const isNewPath = !isFirstRender && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    // The document's first render keeps the position the browser gave it (top, hash or reload).
    if (isFirstRender) return;
    if (navigationType === 'POP') {
      const saved = loadPositions()[location.key];
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!isNewPath) return;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
      SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [location.key]);
}
