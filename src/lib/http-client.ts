import ky, { HTTPError, type KyResponse, type NormalizedOptions, type Options } from 'ky';
import { API_PREFIX, type EndpointRoute, fillPath, TAB_HEADER } from '@/contract/http';

// The HTTP client both apps share — the staff's (its calls in http.ts check each answer against the contract's
// schemas) and the families' cabinet (which takes its server's answers as they are). Nothing here loads zod or the
// endpoint table, so the cabinet's first page carries neither; the contract is imported module by module for that.

/** Spec, section 7: every call waits at most 5 seconds. */
export const HTTP_TIMEOUT_MS = 5000;

/** An HTTP error that carries the `{ message }` the server wrote for the person at the screen, if any. */
export class ApiError extends HTTPError {
  readonly serverMessage: string | null;

  constructor(
    response: KyResponse,
    request: Request,
    options: NormalizedOptions,
    serverMessage: string | null,
  ) {
    super(response, request, options);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }
}

/** The `message` of an error body (`{ "message": "…" }`, docs/api.md), or null for any other body. */
async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * This tab's name for the server (docs/api.md, «Живые обновления»): its writes come back as events carrying it, and
 * the tab skips them. Random bytes rather than `crypto.randomUUID`, which a school's plain-HTTP address lacks.
 */
export const TAB_ID = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

// An absolute prefix: the browser would resolve '/api' itself, but Node's fetch (tests) needs an origin.
const prefixUrl = `${globalThis.location?.origin ?? ''}${API_PREFIX}`;

export const http = ky.create({
  prefixUrl,
  credentials: 'include',
  timeout: HTTP_TIMEOUT_MS,
  headers: { [TAB_HEADER]: TAB_ID },
  // TanStack Query owns retries; ky's own would multiply them.
  retry: 0,
  hooks: {
    beforeError: [
      async (error) =>
        new ApiError(error.response, error.request, error.options, await readServerMessage(error.response)),
    ],
  },
});

/** One call of an endpoint: the row id of a path with `:id`, the JSON body, a longer wait than usual. */
export type EndpointCall = { id?: number; json?: unknown; timeout?: number };

/** The call's path below `/api`: the table's path with its `:id` filled. */
export function callPath(name: string, route: EndpointRoute, id: number | undefined): string {
  return fillPath(name, route.path, id === undefined ? {} : { id });
}

/** Sends one call to an endpoint of a contract table: the method and the path come from the table. */
export function sendCall(
  name: string,
  route: EndpointRoute,
  call: EndpointCall,
  options: Options = {},
): Promise<KyResponse> {
  return http(callPath(name, route, call.id), {
    method: route.method,
    ...(call.json !== undefined && { json: call.json }),
    ...(call.timeout !== undefined && { timeout: call.timeout }),
    ...options,
  });
}

/** The HTTP status of a failed call, or null for a timeout, a dropped connection or a malformed body. */
export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

export function isClientError(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/** The `{ message }` the server answered with, or null (timeout, dropped connection, no body). */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}
