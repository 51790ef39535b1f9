import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open popup on Escape (returning focus to its toggle), on a pointer press outside it and
 * when keyboard focus moves out of it: the public header's menus, and the back-office's account menu,
 * language flags and bell.
 */
export function useDismiss(
  isOpen: boolean,
  containerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, containerRef, toggleRef]);
}
