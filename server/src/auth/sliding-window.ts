/**
 * The sliding-window rule both throttles use (logins, registrations): with `limit` events inside the window —
 * `newestFirst` holds at most `limit` of them, newest first — the next one waits until the limit-th most recent
 * leaves the window. Answers the seconds to wait (at least 1), or null when the window has room.
 */
export function secondsUntilRoom(
  newestFirst: readonly string[],
  limit: number,
  windowMs: number,
  now: Date,
): number | null {
  const deciding = newestFirst[limit - 1];
  if (deciding === undefined) return null;
  const until = Date.parse(deciding) + windowMs;
  return until <= now.getTime() ? null : Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}
