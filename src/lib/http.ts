import ky, { HTTPError, type KyResponse, type NormalizedOptions } from 'ky';
import {
  API_PREFIX,
  apiPath,
  defaultErrors,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointName,
  type ErrorResource,
  endpoints,
  errorBodySchema,
  IDEMPOTENCY_HEADER,
  TAB_HEADER,
} from '@/contract';

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

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const body = errorBodySchema.safeParse(await response.clone().json());
    return body.success ? body.data.message : null;
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

type CallOptions<Name extends EndpointName> = {
  /** The row id of a path with `:id`. */
  id?: number;
  json?: EndpointInput<Name>;
  /** A longer wait than the usual five seconds, for a call that carries a whole file (an import). */
  timeout?: number;
  /** A form's submit key (useSubmitKey), for the creates that take one: a repeat writes once. */
  idempotencyKey?: string;
};

/**
 * Calls one endpoint of the contract's table: its method and path come from the table, and the answer is parsed
 * with the table's answer schema (ids sent as strings become numbers), so a call site names only the endpoint.
 */
export async function callApi<Name extends EndpointName>(
  name: Name,
  options: CallOptions<Name> = {},
): Promise<EndpointAnswer<Name>> {
  const endpoint: EndpointDefinition = endpoints[name];
  const path = apiPath(name, options.id === undefined ? {} : { id: options.id });
  // A conditional list (docs/api.md): the last answer's tag goes with the request; 304 means it still holds.
  const key = endpoint.revisioned ? `${path} ${JSON.stringify(options.json ?? null)}` : null;
  const known = key === null ? undefined : knownAnswers.get(key);
  const response = await http(path, {
    method: endpoint.method,
    ...(options.json !== undefined && { json: options.json }),
    ...(options.timeout !== undefined && { timeout: options.timeout }),
    ...(known && { headers: { 'If-None-Match': known.tag }, throwHttpErrors: (status) => status !== 304 }),
    ...(options.idempotencyKey !== undefined && {
      headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
    }),
  });
  if (known && response.status === 304) return known.answer as EndpointAnswer<Name>;
  const answer = endpoint.answer.parse(await response.json()) as EndpointAnswer<Name>;
  const tag = response.headers.get('ETag');
  if (key !== null && tag) knownAnswers.set(key, { tag, answer });
  return answer;
}

/** The last answer of each conditional list with its tag, for this session only. */
const knownAnswers = new Map<string, { tag: string; answer: unknown }>();

/** Forgets the lists' answers: the next session must never be answered from the previous one's. */
export function forgetKnownAnswers(): void {
  knownAnswers.clear();
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

/** Spec, section 8: the server's message when it sent one, else the resource's default text. */
export function toErrorMessage(error: unknown, resource: ErrorResource): string {
  return serverMessageOf(error) ?? defaultErrors[resource];
}
