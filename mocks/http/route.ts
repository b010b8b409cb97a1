import { type DefaultBodyType, delay, HttpResponse, http, type PathParams } from 'msw';
import { API_PREFIX, type ApiPathName, apiPaths, serverErrors } from '@/contract';
import type { RequestCookies } from './access';
import { ApiError } from './api-error';
import { mockLatency } from './latency';
import { checkRequestBody } from './request-body';

export type RouteContext = { request: Request; params: PathParams; cookies: RequestCookies };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

// `*` matches any origin: the browser calls its own origin, Node tests call http://localhost.
const anyOrigin = (path: string) => `*${API_PREFIX}${path}`;

/** The MSW pattern of a contract path, e.g. `*\/api/schools/getoneschool/:id`. */
export function mockPattern(name: ApiPathName): string {
  return anyOrigin(apiPaths[name]);
}

// Answers depend on who asks; like the server, no cache may keep them.
function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * One mocked endpoint, wrapped like the server's app: optional latency, the body size and content-type
 * checks that run before any route, and thrown `ApiError`s serialised as `{ message }`.
 */
export function route(
  method: Method,
  path: ApiPathName | { pattern: string },
  resolve: (context: RouteContext) => Promise<Response> | Response,
) {
  const pattern = typeof path === 'string' ? mockPattern(path) : anyOrigin(path.pattern);
  return http[method]<PathParams, DefaultBodyType>(pattern, async ({ request, params, cookies }) => {
    if (mockLatency() > 0) await delay(mockLatency());
    try {
      await checkRequestBody(request);
      return noStore(await resolve({ request, params, cookies }));
    } catch (error) {
      if (error instanceof ApiError) return noStore(error.toResponse());
      console.error(`${request.method} ${request.url} failed in the mocks:`, error);
      return noStore(HttpResponse.json({ message: serverErrors.internal }, { status: 500 }));
    }
  });
}
