import { DEMO_PASSWORD } from '../../../src/contract/index.ts';
import type { TestApp } from './test-app.ts';

export type ApiResponse = {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON came back and assert on it
  body: any;
};

/** Every response the suite sees passes through here: none may carry a password or a password hash. */
function assertNoSecrets(text: string, body: unknown, path: string): void {
  if (text.includes('scrypt$')) throw new Error(`Response leaks a password hash: ${text}`);
  // The API's description names the login's `password` field among its schemas; it carries no value of one.
  if (path.endsWith('/openapi.json')) return;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (/password/i.test(key)) throw new Error(`Response carries a "${key}" field: ${text}`);
        visit(item);
      }
    }
  };
  visit(body);
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

export async function send(app: TestApp, path: string, init: RequestInit = {}): Promise<ApiResponse> {
  const response = await app.request(path, init);
  // An event stream stays open: its first event is enough (and all a caller can wait for).
  const text = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? await firstChunk(response)
    : await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  assertNoSecrets(text, body, path);
  return { status: response.status, headers: response.headers, text, body };
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

/** JSON requests to `/api` + path, as the signed-in holder of `cookie` (or anonymously). */
export function api(app: TestApp, cookie?: string, extraHeaders: Record<string, string> = {}) {
  const headers = (withBody: boolean) => ({
    ...(withBody && { 'content-type': 'application/json' }),
    ...(cookie && { cookie }),
    ...extraHeaders,
  });
  const call = (method: string, path: string, body?: Json) =>
    send(app, `/api${path}`, {
      method,
      headers: headers(body !== undefined),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: Json) => call('POST', path, body),
    patch: (path: string, body?: Json) => call('PATCH', path, body),
    put: (path: string, body?: Json) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

/** The `name=value` part of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookieOf(response: ApiResponse): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  if (!pair.startsWith('ritm_session=') || pair === 'ritm_session=') {
    throw new Error(`No session cookie in the response (${response.status}: ${response.text})`);
  }
  return pair;
}

export async function loginAs(
  app: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await api(app, undefined, headers).post('/user_accounts/login', { email, password });
  if (response.status !== 200)
    throw new Error(`Login of ${email} failed: ${response.status} ${response.text}`);
  return sessionCookieOf(response);
}
