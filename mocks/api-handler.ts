import { delay, HttpResponse, http } from 'msw';
import type { MockBackend } from './backend.ts';

/**
 * The request as the server would see it. A page cannot put `Cookie` or `Content-Length` on a Request, so
 * they go into a Headers object of our own that the app reads instead: the cookies MSW hands over, and the
 * body's length (without it, the body-size check would rebuild the request and lose these headers).
 */
async function asServerSees(request: Request, cookies: Record<string, string>): Promise<Request> {
  const headers = new Headers(request.headers);
  if (request.body) headers.set('content-length', String((await request.clone().arrayBuffer()).byteLength));
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookieHeader) headers.set('cookie', cookieHeader);
  const forwarded = request.clone();
  Object.defineProperty(forwarded, 'headers', { value: headers });
  return forwarded;
}

/**
 * The one MSW handler of the mock host: every `/api/*` request goes to the server's own application.
 * `latencyMs` lets loaders show in the browser; tests run without it.
 */
export function apiHandler(backend: () => Promise<MockBackend>, latencyMs = 0) {
  return http.all('/api/*', async ({ request, cookies }) => {
    if (latencyMs > 0) await delay(latencyMs);
    const setCookies: string[] = [];
    const response = await (await backend()).fetch(await asServerSees(request, cookies), {
      onSetCookie: (header) => setCookies.push(header),
    });
    const headers = new Headers(response.headers);
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    // HttpResponse keeps `Set-Cookie` where MSW's cookie store reads it, which a plain Response cannot.
    return new HttpResponse(response.body, { status: response.status, headers });
  });
}
