import { useEffect, useId, useRef, useState } from 'react';
import { usePageLocation } from './page-location.ts';
import { useDismiss } from './use-dismiss.ts';

/**
 * A popup opened by a toggle button (e.g. the header's small-screen menu, the language dropdown): its
 * open state, an id for the toggle's aria-controls and refs for the container and the toggle. It
 * closes on every page change and when dismissed (see useDismiss).
 */
export function useDisclosure<Container extends HTMLElement>() {
  const { pathname } = usePageLocation();
  const [isOpen, setIsOpen] = useState(false);
  const popupId = useId();
  const containerRef = useRef<Container>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every path change, on purpose
  useEffect(() => setIsOpen(false), [pathname]);
  useDismiss(isOpen, containerRef, toggleRef, close);

  return { isOpen, toggle: () => setIsOpen((open) => !open), close, popupId, containerRef, toggleRef };
}
