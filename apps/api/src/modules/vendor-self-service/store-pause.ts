import { isStorePauseInForce, type StorePause } from '@levera/domain';
import { vendors } from '../../db/schema.ts';

// The stored pause of a store (decision 062), as every read shows it: apart from the service so the
// vendor list, the menu and the export read it without importing the service (and its imports).

/** The stored pause columns, for every read that shows the pause. */
export const pauseColumns = {
  pausedAt: vendors.pausedAt,
  pausedUntil: vendors.pausedUntil,
  pauseNote: vendors.pauseNote,
};

export type PauseRow = { pausedAt: Date | null; pausedUntil: Date | null; pauseNote: string | null };

/**
 * The pause in force at `now`, or null (never paused, reopened, or its end has passed): the domain's
 * `isStorePauseInForce` on the stored columns.
 */
export function pauseInForce(row: PauseRow, now: Date): StorePause | null {
  if (!row.pausedAt) return null;
  const pause: StorePause = {
    since: row.pausedAt.toISOString(),
    until: row.pausedUntil?.toISOString() ?? null,
    note: row.pauseNote,
  };
  return isStorePauseInForce(pause, now) ? pause : null;
}
