import http from 'node:http';

// Every signed-in staff member's event stream (`GET /api/events`), as the SPA's live updates hold it
// (src/features/live-updates/use-live-updates.ts): a change made in another tab refetches what the screen shows
// 150 ms later (changes close together cost one refetch), and so does the first «ready» after the stream dropped
// when its revision is not the last one heard; a dropped stream comes back after the server's `retry`, as
// EventSource does, to whichever process answers.

const SETTLE_MS = 150;
/** EventSource's wait before the server has said its own (browsers use about 3 s). */
const DEFAULT_RETRY_MS = 3000;

export type StreamOwner = {
  cookie: string;
  /** The tab id its writes carry (X-Ritm-Tab): its own changes are not refetched. */
  tab: string;
  /** What its screen shows, fetched again after a change. */
  refetch: () => void;
};

export class EventStreams {
  /** Streams that said «ready» and have not ended. */
  open = 0;
  /** Streams that ended (a server stopping, a network drop) and came back. */
  reconnects = 0;
  changes = 0;
  /** Streams the server answered with anything but 200 (a 401, a balancer's 502): errors of the run. */
  readonly failures: string[] = [];
  private stopped = false;
  private readonly requests = new Set<http.ClientRequest>();

  constructor(private readonly base: string) {}

  /** Opens a stream for `owner` and keeps it open until `stop`. */
  hold(owner: StreamOwner): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    let retry = DEFAULT_RETRY_MS;
    let heard: number | null = null;
    const revisionIn = (event: string) => {
      const revision = Number(event.match(/"revision":(\d+)/)?.[1] ?? Number.NaN);
      return Number.isNaN(revision) || revision === 0 ? null : revision;
    };
    const refetchSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(owner.refetch, SETTLE_MS);
    };
    const connect = () => {
      if (this.stopped) return;
      let ready = false;
      let gone = false;
      let buffer = '';
      const again = () => {
        if (gone) return;
        gone = true;
        this.requests.delete(request);
        if (ready) this.open -= 1;
        ready = false;
        if (this.stopped) return;
        dropped = true;
        this.reconnects += 1;
        setTimeout(connect, retry);
      };
      const request = http.get(
        `${this.base}/api/events`,
        { agent: false, headers: { Cookie: owner.cookie, Accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => this.failures.push(`${response.statusCode} ${text.slice(0, 120)}`));
            response.on('close', again);
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
              if (event.startsWith('event: ready')) {
                retry = Number(event.match(/^retry: (\d+)$/m)?.[1] ?? retry);
                ready = true;
                this.open += 1;
                const revision = revisionIn(event);
                if (dropped && (revision === null || revision !== heard)) refetchSoon();
                heard = revision;
                dropped = false;
              } else if (event.startsWith('event: change')) {
                this.changes += 1;
                heard = revisionIn(event);
                if (!event.includes(`"tab":"${owner.tab}"`)) refetchSoon();
              }
            }
          });
          response.on('close', again);
          response.on('error', () => {});
        },
      );
      this.requests.add(request);
      request.on('error', again);
    };
    connect();
  }

  /** Waits until `count` streams are open (or the time is up); answers how many are. */
  async whenOpen(count: number, timeoutMs: number): Promise<number> {
    const until = performance.now() + timeoutMs;
    while (this.open < count && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return this.open;
  }

  stop(): void {
    this.stopped = true;
    for (const request of this.requests) request.destroy();
    this.requests.clear();
  }
}
