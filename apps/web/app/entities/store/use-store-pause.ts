import { isSameSwedishDay, isStorePauseInForce, type StorePause } from '@levera/domain';
import { useEffect, useState } from 'react';
import { useFormat } from '../../lib/format.ts';

/**
 * The pause that holds now, or null (decision 062): an answer may carry a pause whose end has passed
 * since it was read (a cached list, a screen left open), which reads as open. The component draws
 * again when the pause ends, so "Closed until 18:00" does not outlive 18:00.
 */
export function useStorePauseInForce(pause: StorePause | null | undefined): StorePause | null {
  const [, redraw] = useState(0);
  const inForce = isStorePauseInForce(pause) ? pause : null;
  const endsAt = inForce?.until ? Date.parse(inForce.until) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => redraw((count) => count + 1), Math.max(0, endsAt - Date.now()) + 100);
    return () => clearTimeout(timer);
  }, [endsAt]);
  return inForce;
}

/** A pause's end as a person reads it: "18:00" today, with the date on another day. */
export function usePauseEndText(): (until: string) => string {
  const format = useFormat();
  return (until) =>
    isSameSwedishDay(new Date(until), new Date()) ? format.time(until) : format.dateTime(until);
}
