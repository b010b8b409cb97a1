/** Milliseconds every mocked answer waits: 0 in Node, a little in the browser so loaders show. */
let latencyMs = 0;

export function mockLatency(): number {
  return latencyMs;
}

export function setMockLatency(milliseconds: number): void {
  latencyMs = milliseconds;
}
