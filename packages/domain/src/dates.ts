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
