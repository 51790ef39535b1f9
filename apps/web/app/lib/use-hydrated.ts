import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from the render
 * after, and at once where a component mounts in the browser without hydrating (the SPA). For what
 * must wait for the page's script: a control that would do the wrong thing without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
