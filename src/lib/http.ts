import {
  defaultErrors,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointName,
  type ErrorResource,
  endpoints,
  IDEMPOTENCY_HEADER,
} from '@/contract';
import { callPath, sendCall, serverMessageOf } from './http-client';

// The staff's calls: every endpoint of the contract's table, each answer checked against its schema. The client
// they go through (http-client.ts) is the families' cabinet's too; its helpers are re-exported for the staff's code.
export {
  ApiError,
  HTTP_TIMEOUT_MS,
  http,
  httpStatus,
  isClientError,
  serverMessageOf,
  TAB_ID,
} from './http-client';

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
  // A conditional list (docs/api.md): the last answer's tag goes with the request; 304 means it still holds.
  const key = endpoint.revisioned
    ? `${callPath(name, endpoint, options.id)} ${JSON.stringify(options.json ?? null)}`
    : null;
  const known = key === null ? undefined : knownAnswers.get(key);
  const response = await sendCall(name, endpoint, options, {
    headers: {
      ...(known && { 'If-None-Match': known.tag }),
      ...(options.idempotencyKey !== undefined && { [IDEMPOTENCY_HEADER]: options.idempotencyKey }),
    },
    ...(known && { throwHttpErrors: (status: number) => status !== 304 }),
  });
  if (known && response.status === 304) return known.answer as EndpointAnswer<Name>;
  const answer = endpoint.answer.parse(await response.json()) as EndpointAnswer<Name>;
  const tag = response.headers.get('ETag');
  if (key !== null && tag) knownAnswers.set(key, { tag, answer });
  return answer;
}

/** A file an endpoint answered (`download` in the endpoint table): its bytes and the name the server gave it. */
export type DownloadedFile = { name: string; blob: Blob };

/** A whole school's archive is built on the server as it is asked for: it may take longer than a list. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The file's name from `Content-Disposition`: the UTF-8 `filename*` (a Russian name), else the plain `filename`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Calls an endpoint that answers a file (docs/archive.md) and gives back the file, not JSON. */
export async function downloadApi<Name extends EndpointName>(
  name: Name,
  options: Pick<CallOptions<Name>, 'id'> = {},
): Promise<DownloadedFile> {
  const endpoint: EndpointDefinition = endpoints[name];
  const response = await sendCall(name, endpoint, { ...options, timeout: DOWNLOAD_TIMEOUT_MS });
  return {
    name: fileNameOf(response.headers.get('Content-Disposition'), `${name}.zip`),
    blob: await response.blob(),
  };
}

/** The last answer of each conditional list with its tag, for this session only. */
const knownAnswers = new Map<string, { tag: string; answer: unknown }>();

/** Forgets the lists' answers: the next session must never be answered from the previous one's. */
export function forgetKnownAnswers(): void {
  knownAnswers.clear();
}

/** Spec, section 8: the server's message when it sent one, else the resource's default text. */
export function toErrorMessage(error: unknown, resource: ErrorResource): string {
  return serverMessageOf(error) ?? defaultErrors[resource];
}
