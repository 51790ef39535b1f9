import { stockholmOffsetMs } from './dates.ts';
import type { MessageKey } from './messages/en.ts';

// A vendor's pause of its store (issue 36 §10, DESIGN.md §10 "vendor self-service", decision 062):
// no orders until a time, or until the vendor reopens it. Zod-free, so the vendor's screen, the
// admin's list and the API all decide "paused now?" with the same few lines.

/** A pause ends at most this many days after it is set: a longer closure is the admin's to make. */
export const STORE_PAUSE_MAX_DAYS = 14;
/** The optional note customers see while the store is paused. */
export const STORE_PAUSE_NOTE_MAX_LENGTH = 200;

/**
 * A pause as stored: since when, until when (null: until the vendor reopens), and the vendor's note
 * (null without one).
 */
export type StorePause = { since: string; until: string | null; note: string | null };

/**
 * Whether the pause holds at `now`. A pause whose end has passed reads as open everywhere: nothing
 * has to clear it, and a cached answer that still carries it is read the same way.
 */
export function isStorePauseInForce(
  pause: StorePause | null | undefined,
  now: Date = new Date(),
): pause is StorePause {
  if (!pause) return false;
  return pause.until === null || Date.parse(pause.until) > now.getTime();
}

/** Why a pause's end is refused, or null: it must lie ahead, and at most STORE_PAUSE_MAX_DAYS ahead. */
export function storePauseEndProblem(until: string | Date, now: Date = new Date()): MessageKey | null {
  const end = typeof until === 'string' ? Date.parse(until) : until.getTime();
  if (Number.isNaN(end)) return 'pauseEndInvalid';
  if (end <= now.getTime()) return 'pauseEndPassed';
  if (end > now.getTime() + STORE_PAUSE_MAX_DAYS * 24 * 60 * 60 * 1000) return 'pauseEndTooFar';
  return null;
}

/** The wall-clock time in Sweden at `instant`, read as if it were UTC (ms). */
const swedishWallClockAsUtc = (instant: Date): number =>
  instant.getTime() + stockholmOffsetMs(instant.getTime());

/**
 * The instant of a time of day ('HH:MM') on the Swedish calendar day of `now` ("until 18:00 today"),
 * whatever the browser's or server's own time zone; null for a malformed time.
 */
export function swedishTimeToday(time: string, now: Date = new Date()): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const wallNow = new Date(swedishWallClockAsUtc(now));
  const wanted = Date.UTC(
    wallNow.getUTCFullYear(),
    wallNow.getUTCMonth(),
    wallNow.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
  );
  // The offset of `now` is right unless a clock change lies between now and the wanted time: then
  // the offset at the first guess is.
  const guess = wanted - stockholmOffsetMs(now.getTime());
  return new Date(wanted - stockholmOffsetMs(guess));
}

/** Whether two instants fall on the same calendar day in Sweden. */
export function isSameSwedishDay(a: Date, b: Date): boolean {
  const dayOf = (instant: Date) => Math.floor(swedishWallClockAsUtc(instant) / 86_400_000);
  return dayOf(a) === dayOf(b);
}
