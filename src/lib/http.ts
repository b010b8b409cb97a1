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
import { sendCall, serverMessageOf } from './http-client';

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

/** Sends one call; `tag` (a conditional list's last tag) goes as `If-None-Match`, and only then is 304 no error. */
function send<Name extends EndpointName>(name: Name, options: CallOptions<Name>, tag: string | undefined) {
  return sendCall(name, endpoints[name], options, {
    headers: {
      ...(tag !== undefined && { 'If-None-Match': tag }),
      ...(options.idempotencyKey !== undefined && { [IDEMPOTENCY_HEADER]: options.idempotencyKey }),
    },
    ...(tag !== undefined && { throwHttpErrors: (status: number) => status !== 304 }),
  });
}

async function parse<Name extends EndpointName>(
  name: Name,
  response: Response,
): Promise<EndpointAnswer<Name>> {
  const endpoint: EndpointDefinition = endpoints[name];
  return endpoint.answer.parse(await response.json()) as EndpointAnswer<Name>;
}

/**
 * Calls one endpoint of the contract's table: its method and path come from the table, and the answer is parsed
 * with the table's answer schema (ids sent as strings become numbers), so a call site names only the endpoint.
 */
export async function callApi<Name extends EndpointName>(
  name: Name,
  options: CallOptions<Name> = {},
): Promise<EndpointAnswer<Name>> {
  return parse(name, await send(name, options, undefined));
}

/** A conditional list's fresh answer with its tag, or `unchanged` when the tag sent still holds (304). */
export type ConditionalAnswer<Name extends EndpointName> =
  | { unchanged: true }
  | { unchanged: false; answer: EndpointAnswer<Name>; tag: string | undefined };

/**
 * Calls a conditional list (docs/api.md, «Условные списки») with the tag of the answer the caller holds. The caller
 * keeps the answer and its tag (the query cache does, src/lib/conditional-list.ts): nothing here remembers either.
 */
export async function callConditional<Name extends EndpointName>(
  name: Name,
  options: CallOptions<Name>,
  tag: string | undefined,
): Promise<ConditionalAnswer<Name>> {
  const response = await send(name, options, tag);
  if (tag !== undefined && response.status === 304) return { unchanged: true };
  return {
    unchanged: false,
    answer: await parse(name, response),
    tag: response.headers.get('ETag') ?? undefined,
  };
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

/** Spec, section 8: the server's message when it sent one, else the resource's default text. */
export function toErrorMessage(error: unknown, resource: ErrorResource): string {
  return serverMessageOf(error) ?? defaultErrors[resource];
}
