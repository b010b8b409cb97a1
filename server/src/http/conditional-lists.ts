import type { Context } from 'hono';
import type { User } from '../../../src/contract/index.ts';

// Conditional lists (docs/api.md, «Условные списки»): a list answer carries an ETag made of the school's data
// revision — raised by every write in the same transaction — plus what else the answer depends on (the day, the
// caller's role, the filter). A request that names the current tag is answered 304 without reading a row, and the
// serialised answer of a tag is kept, so an unchanged list costs a lookup even for a client that has none.

/** Answers kept per process: a few lists of a few schools; the oldest goes first. */
const MAX_KEPT = 64;

/** FNV-1a of a text, as 8 hex digits: tells apart the filters of one list. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type ListTag = string;

/** Smaller answers go as they are: a session check is not worth a compressor. */
const GZIP_THRESHOLD_BYTES = 1024;

/** An answer as JSON text and, once a client accepting gzip or brotli asked for it, compressed so. */
export type KeptAnswer = { json: string; gzip?: Uint8Array; br?: Uint8Array };

/** The host's brotli compressor (Node's zlib); the browser's CompressionStream has only gzip and deflate. */
export type Brotli = (text: string) => Promise<Uint8Array>;

/**
 * The bytes over a buffer of their own: a Node Buffer may be a view into a larger one (and its `slice` is a view
 * too), while the response is built from the whole underlying buffer.
 */
const ownBuffer = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/** Whether `Accept-Encoding` takes the coding (named, and not with q=0). */
const accepts = (header: string, coding: string) =>
  new RegExp(`\\b${coding}\\b(?!;\\s*q=0(\\.0+)?\\b)`, 'i').test(header);

/**
 * The answers of the current tags, in the order they were made. An answer being made is kept as its promise, so
 * the clients that all ask for a list right after a write wait for one reading of it instead of making their own.
 */
export class KeptAnswers {
  private readonly answers = new Map<ListTag, Promise<KeptAnswer>>();

  answer(tag: ListTag, make: () => Promise<string>): Promise<KeptAnswer> {
    const kept = this.answers.get(tag);
    if (kept) return kept;
    const made = make().then((json) => ({ json }));
    this.answers.set(tag, made);
    // A failed reading is not kept: the next request tries again (and gets its own error).
    made.catch(() => this.answers.delete(tag));
    if (this.answers.size > MAX_KEPT) this.answers.delete(this.answers.keys().next().value as ListTag);
    return made;
  }
}

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The kept answer as a response: compressed once and kept so (when the host compresses and the client accepts it),
 * so a repeated read of a big unchanged list costs neither serialising nor compressing. Brotli, where the host has
 * it, makes the 10 000-lead list about a third smaller than gzip.
 */
export async function keptResponse(
  c: Context,
  answer: KeptAnswer,
  compress: boolean,
  brotli?: Brotli,
): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (!compress || answer.json.length < GZIP_THRESHOLD_BYTES) return c.body(answer.json, 200, headers);
  let body: Uint8Array;
  let coding: 'br' | 'gzip';
  if (brotli && accepts(accepted, 'br')) {
    answer.br ??= ownBuffer(await brotli(answer.json));
    [body, coding] = [answer.br, 'br'];
  } else if (accepts(accepted, 'gzip')) {
    answer.gzip ??= await gzip(answer.json);
    [body, coding] = [answer.gzip, 'gzip'];
  } else return c.body(answer.json, 200, headers);
  return c.body(body.buffer as ArrayBuffer, 200, {
    ...headers,
    'Content-Encoding': coding,
    'Content-Length': String(body.byteLength),
  });
}

/**
 * The tag of a list answer: the revision comes from the session (read before the rows), so rows read after a write
 * never get an older tag.
 */
export function listTag(
  endpoint: string,
  user: User,
  schoolId: number,
  revision: number,
  body: unknown,
  today: string,
): ListTag {
  // The day is in the tag: a list's answer (ages, a pass's status) changes at the school's midnight.
  const filter = shortHash(JSON.stringify(body ?? null));
  return `"${endpoint}-${schoolId}-${revision}-${today}-${user.role}-${filter}"`;
}

/** Whether the request's If-None-Match names the tag (a list of tags, or `*`). */
export function isFresh(c: Context, tag: ListTag): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  );
}
