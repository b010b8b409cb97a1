import http from 'node:http';
import zlib from 'node:zlib';
import { percentile } from './timing.ts';

// The scale bench's HTTP side: calls through one kept-alive pool to the balancer, timed per kind (an endpoint's
// name in the contract's table), with every answer sorted into expected and not.

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type Call = {
  /** The endpoint's name in src/contract/endpoints.ts. */
  kind: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path after /api. */
  path: string;
  /** `ritm_session=…` or `ritm_cabinet=…`. */
  cookie: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** 4xx answers the scenario expects (none unless said). */
  expected?: readonly number[];
  /** Runs on a 2xx or 304. */
  onAnswer?: (answer: Answer) => void;
  /** Runs whatever came back (an entity's turn given back). */
  onSettled?: () => void;
};

type KindFigures = { durations: number[]; errors: number };

/** The JSON of an answer, whatever coding it came in. */
export function answerJson(answer: Answer): unknown {
  const coding = answer.headers['content-encoding'];
  const raw =
    coding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : coding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(raw.toString('utf8'));
}

export class Traffic {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly kinds = new Map<string, KindFigures>();
  /** Whether calls started now count in the figures (the measured window, after the warm-up). */
  recording = false;
  recorded = 0;
  errors = 0;
  serverErrors = 0;
  inFlight = 0;
  /** The first unexpected answers, for the report. */
  readonly problems: string[] = [];

  constructor(private readonly base: string) {}

  private figures(kind: string): KindFigures {
    let figures = this.kinds.get(kind);
    if (!figures) {
      figures = { durations: [], errors: 0 };
      this.kinds.set(kind, figures);
    }
    return figures;
  }

  private problem(call: Call, what: string) {
    this.errors += 1;
    this.figures(call.kind).errors += 1;
    if (this.problems.length < 20) this.problems.push(`${call.kind} ${call.method} ${call.path}: ${what}`);
  }

  send(call: Call): Promise<Answer | null> {
    const counted = this.recording;
    const started = performance.now();
    const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    this.inFlight += 1;
    return new Promise<Answer | null>((resolve) => {
      const request = http.request(
        `${this.base}/api${call.path}`,
        {
          method: call.method,
          agent: this.agent,
          headers: {
            Cookie: call.cookie,
            'Accept-Encoding': 'gzip, br',
            ...(body && { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }),
            ...call.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => {
            this.problem(call, 'ответ оборвался');
            resolve(null);
          });
          response.on('end', () => {
            const answer = {
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            };
            if (counted) {
              this.recorded += 1;
              this.figures(call.kind).durations.push(performance.now() - started);
            }
            resolve(answer);
          });
        },
      );
      request.on('error', (error) => {
        this.serverErrors += 1;
        this.problem(call, `сеть: ${error.message}`);
        resolve(null);
      });
      request.end(body);
    }).then((answer) => {
      this.inFlight -= 1;
      if (answer) this.judge(call, answer);
      call.onSettled?.();
      return answer;
    });
  }

  private judge(call: Call, answer: Answer) {
    const { status } = answer;
    if ((status >= 200 && status < 300) || status === 304) {
      try {
        call.onAnswer?.(answer);
      } catch (error) {
        this.problem(call, `ответ не прочитан: ${(error as Error).message}`);
      }
      return;
    }
    if (status >= 500) this.serverErrors += 1;
    if (status >= 400 && status < 500 && call.expected?.includes(status)) return;
    this.problem(call, `${status} ${answer.body.toString('utf8').slice(0, 160)}`);
  }

  /** Per kind: count, p50, p95, p99 of the measured window, and its errors (over the whole run). */
  table() {
    return [...this.kinds]
      .map(([kind, { durations, errors }]) => {
        const sorted = [...durations].sort((a, b) => a - b);
        return {
          kind,
          count: sorted.length,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          errors,
        };
      })
      .sort((a, b) => b.count - a.count);
  }

  /** p95 of every call of the window together. */
  overallP95(): number {
    const all = [...this.kinds.values()].flatMap((figures) => figures.durations).sort((a, b) => a - b);
    return percentile(all, 0.95);
  }

  close() {
    this.agent.destroy();
  }
}
