// Calendar dates travel as ISO strings 'YYYY-MM-DD' (no time zone), which also compare correctly
// as plain strings.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

let stockholmDateFormat: Intl.DateTimeFormat | undefined;
// Time zones move by whole minutes, so the date is the same for every instant of one minute; the
// API asks on every request, and formatting a date in a time zone is not cheap.
let lastMinute = Number.NaN;
let lastDate = '';

/** Today's date in Sweden, where the promotions run, whatever the server's own time zone. */
export function todayInStockholm(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute) return lastDate;
  stockholmDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = stockholmDateFormat.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  lastDate = `${part('year')}-${part('month')}-${part('day')}`;
  lastMinute = minute;
  return lastDate;
}

const HOUR_MS = 3_600_000;
let stockholmWallClockFormat: Intl.DateTimeFormat | undefined;
/** Stockholm's offset from UTC (ms) by UTC hour: formatting in a time zone costs ~15 µs a call. */
const stockholmOffsetByHour = new Map<number, number>();

/**
 * Stockholm's offset from UTC (ms) at a moment (ms since the epoch), summer time included. Sweden
 * changes between +1 and +2 at 01:00 UTC exactly, so the offset is the same for every moment of one
 * UTC hour, and a CSV export of 100,000 rows asks `Intl` once per hour its timestamps span rather
 * than once per cell. The one reading of Swedish wall-clock time: the exports' timestamps and a
 * store pause's "18:00 today" (decisions 035, 062).
 */
export function stockholmOffsetMs(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = stockholmOffsetByHour.get(hour);
  if (offset === undefined) {
    stockholmWallClockFormat ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const parts = stockholmWallClockFormat.formatToParts(new Date(hour * HOUR_MS));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    const wallTime = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    offset = wallTime - hour * HOUR_MS;
    if (stockholmOffsetByHour.size >= 100_000) stockholmOffsetByHour.clear();
    stockholmOffsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * A moment as the wall-clock time in Sweden, to the second: 'YYYY-MM-DD HH:MM:SS' (no offset, so
 * the repeated hour when summer time ends reads the same both times).
 */
export function stockholmWallTime(moment: Date | string | number): string {
  const time = new Date(moment).getTime();
  return new Date(time + stockholmOffsetMs(time)).toISOString().slice(0, 19).replace('T', ' ');
}
