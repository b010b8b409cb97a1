const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The server's calendar date (its own time zone) as `YYYY-MM-DD`: the "today" of ages, trial dates and
 * passes (docs/api-people.md). Taken from the injected clock, so tests and the contract suite can move it.
 */
export function localDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` plus (or minus) whole days, in calendar arithmetic that ignores time zones and DST. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant the server's day `YYYY-MM-DD` begins, as ISO text (a day's bounds for stored instants). */
export function localDayStart(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toISOString();
}
