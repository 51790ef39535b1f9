import { SCROLL_DELAY_MS } from '@levera/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: the page scrolls to the top (smooth, 100 ms delay) on each path change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change, on purpose
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
