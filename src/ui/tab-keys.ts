/**
 * A tab list's keyboard (WAI-ARIA tabs pattern): ←/→ move to the previous/next tab, wrapping around; Home and End to
 * the first and the last. The tab a key moves to from `current` among `count`, or null for any other key.
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = { ArrowRight: 1, ArrowLeft: -1 }[key];
  return step === undefined ? null : (current + step + count) % count;
}
