import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

// Swipe right to mark a query as read (SPEC §2), with pointer events so touch, pen and a mouse drag
// all work. The row must have `touch-action: pan-y`: vertical scrolling stays with the browser and
// horizontal movement reaches us. The keyboard equivalent is the "Mark as read" button.

/** How far (px) a row must travel before letting go marks it read. */
export const SWIPE_THRESHOLD_PX = 80;
/** Movement below this is a tap or a wobble, not yet a gesture. */
export const SWIPE_SLOP_PX = 8;
const SWIPE_MAX_PX = 160;

/** Which way a gesture goes once it has moved past the slop: only a rightward one is a swipe. */
export function swipeIntent(dx: number, dy: number): 'undecided' | 'swipe' | 'other' {
  if (Math.abs(dx) < SWIPE_SLOP_PX && Math.abs(dy) < SWIPE_SLOP_PX) return 'undecided';
  return dx > 0 && Math.abs(dx) > Math.abs(dy) ? 'swipe' : 'other';
}

/** How far the row follows the finger: 1:1 up to the threshold, then with resistance, never left. */
export function swipeOffset(dx: number): number {
  if (dx <= 0) return 0;
  if (dx <= SWIPE_THRESHOLD_PX) return dx;
  return Math.min(SWIPE_MAX_PX, SWIPE_THRESHOLD_PX + (dx - SWIPE_THRESHOLD_PX) * 0.5);
}

/** Controls inside the row keep their own pointer behaviour (typing, selecting, pressing). */
const INTERACTIVE = 'button, a, input, textarea, select, label, [contenteditable="true"]';

type Gesture = {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  phase: 'undecided' | 'swipe' | 'other';
};

export function useSwipeRight({ isEnabled, onSwipe }: { isEnabled: boolean; onSwipe: () => void }) {
  const gesture = useRef<Gesture | null>(null);
  const justSwiped = useRef(false);
  const [offset, setOffset] = useState(0);
  const [isDragging, setDragging] = useState(false);

  const reset = () => {
    gesture.current = null;
    setDragging(false);
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!isEnabled || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as Element).closest(INTERACTIVE)) return;
    gesture.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      phase: 'undecided',
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.phase === 'undecided') {
      current.phase = swipeIntent(dx, dy);
      if (current.phase === 'other') {
        gesture.current = null;
        return;
      }
      if (current.phase === 'undecided') return;
      // From here on the gesture is ours: keep receiving it outside the row and stop text selection.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic or already-ended pointers cannot be captured; the gesture still works inside the row.
      }
      window.getSelection()?.removeAllRanges();
      setDragging(true);
    }
    current.dx = dx;
    setOffset(swipeOffset(dx));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const isSwipe = current.phase === 'swipe';
    const dx = event.clientX - current.startX;
    reset();
    if (!isSwipe) return;
    // A drag ends with a click on whatever is under the pointer; that click is not meant.
    justSwiped.current = true;
    window.setTimeout(() => {
      justSwiped.current = false;
    }, 0);
    if (dx >= SWIPE_THRESHOLD_PX) onSwipe();
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!justSwiped.current) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    offset,
    isDragging,
    isPastThreshold: offset >= SWIPE_THRESHOLD_PX,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset, onClickCapture },
  };
}
