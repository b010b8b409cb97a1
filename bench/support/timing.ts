/** Runs `count` calls one after another and returns each one's duration in milliseconds. */
export async function timeRequests(
  count: number,
  call: () => Response | Promise<Response>,
): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    // A 304 is an answer too: «unchanged».
    if (!response.ok && response.status !== 304)
      throw new Error(`Запрос завершился со статусом ${response.status}`);
    durations.push(performance.now() - started);
  }
  return durations;
}

export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** One line: median, p95 and max of a set of durations. */
export function printTimings(label: string, durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  console.info(
    `  ${label}: n=${sorted.length}, median ${format(percentile(sorted, 0.5))}, p95 ${format(percentile(sorted, 0.95))}, max ${format(sorted.at(-1) ?? Number.NaN)}`,
  );
}
