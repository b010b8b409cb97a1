import { API_PREFIX, apiPath } from '@/contract';

export type ApiResponse = { status: number; headers: Headers; body: unknown };

export type RequestOptions = {
  /** Sent as the body verbatim (malformed JSON, huge payloads) instead of `JSON.stringify(body)`. */
  rawBody?: string;
  /** Overrides `application/json`; null sends no Content-Type header. */
  contentType?: string | null;
  headers?: Record<string, string>;
};

/** One HTTP client of the contract suite, with a one-cookie jar like a browser tab and a movable clock. */
export type ApiClient = {
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  login(email: string, password: string): Promise<ApiResponse>;
  logout(): Promise<ApiResponse>;
  /** The session token the jar holds, or null. */
  session(): string | null;
  /** Puts a token in the jar (another user's, an ended one) or empties it. */
  setSession(token: string | null): void;
  advanceClock(milliseconds: number): void;
};

/** Sends a Request to the API under test: the server app or the MSW handlers. */
export type Transport = (request: Request) => Promise<Response>;

export const CONTRACT_ORIGIN = 'http://localhost';
export const SESSION_COOKIE = 'ritm_session';

function readSetCookie(headers: Headers): string | null | undefined {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) return undefined;
  const value = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
  const expired = /;\s*max-age=0(;|$)/i.test(cookie);
  return expired || value === '' ? null : value;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(
  transport: Transport,
  advanceClock: (milliseconds: number) => void,
): ApiClient {
  let token: string | null = null;

  async function request(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const headers = new Headers(options.headers);
    if (token !== null) headers.set('cookie', `${SESSION_COOKIE}=${token}`);
    const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    if (payload !== undefined && contentType !== null) headers.set('content-type', contentType);
    const url = `${CONTRACT_ORIGIN}${API_PREFIX}/${path.replace(/^\//, '')}`;
    const response = await transport(new Request(url, { method, headers, body: payload }));
    const cookie = readSetCookie(response.headers);
    if (cookie !== undefined) token = cookie;
    return { status: response.status, headers: response.headers, body: await readBody(response) };
  }

  return {
    request,
    login: (email, password) => request('POST', apiPath('login'), { email, password }),
    logout: () => request('POST', apiPath('logout')),
    session: () => token,
    setSession: (value) => {
      token = value;
    },
    advanceClock,
  };
}
