import { delay, HttpResponse, http } from 'msw';
import type { MockBackend } from './backend.ts';

/**
 * The request as the server would see it: MSW hands cookies over separately (a page cannot put `Cookie` on a
 * Request), so they go back into a Headers object of our own that the app reads instead.
 */
function withCookies(request: Request, cookies: Record<string, string>): Request {
  const headers = new Headers(request.headers);
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
    const response = await (await backend()).fetch(withCookies(request, cookies), {
      onSetCookie: (header) => setCookies.push(header),
    });
    const headers = new Headers(response.headers);
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    // HttpResponse keeps `Set-Cookie` where MSW's cookie store reads it, which a plain Response cannot.
    return new HttpResponse(response.body, { status: response.status, headers });
  });
}
