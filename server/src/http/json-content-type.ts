import type { MiddlewareHandler } from 'hono';
import { unsupportedMediaType } from './errors.ts';

function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'))
  );
}

async function hasBody(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding')) return Number(declared) > 0;
  // Chunked (or test) bodies have no length; the body limit has already buffered them, so this read is cheap.
  const bytes = await request.clone().arrayBuffer();
  return bytes.byteLength > 0;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The digits of an id, as a form-encoded or text body carries a bare number (`axios.post(url, 1)`). */
const BARE_ID = /^[0-9]+$/;

/**
 * A write declares JSON or nothing: any other content type answers 415 even with an empty body, and a body
 * without a content type too. Besides keeping the contract honest, this stops cross-site HTML forms (which always
 * send a form or text type) and `text/plain` fetches, which skip the CORS preflight.
 *
 * One exception: an endpoint whose body is the school id itself (`schoolIdBody` in the endpoint table: lesson
 * generation, which the spec calls without a body). Its client posts the bare id the way axios sends a number —
 * `application/x-www-form-urlencoded`, body `1` — so there a body of an id's digits, or no body, is taken whatever
 * its content type; any other body still answers 415. Cross-site forms are stopped before this anyway by the
 * Origin check (same-origin.ts), which every write keeps; the id itself is checked against the caller's school
 * like any `school_id` (403 for another school's).
 *
 * `idBodyRoutes` holds `METHOD /api/path` of those endpoints.
 */
export function requireJsonContentType(idBodyRoutes: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    const declared = contentType !== undefined && contentType.trim() !== '';
    if (WRITE_METHODS.has(c.req.method)) {
      const refused = declared ? !isJsonMediaType(contentType) : await hasBody(c.req.raw);
      if (
        refused &&
        !(idBodyRoutes.has(`${c.req.method} ${c.req.path}`) && (await isBareIdOrEmpty(c.req.raw)))
      )
        throw unsupportedMediaType();
    } else if (!isJsonMediaType(contentType) && (await hasBody(c.req.raw))) {
      throw unsupportedMediaType();
    }
    await next();
  };
}

async function isBareIdOrEmpty(request: Request): Promise<boolean> {
  if (!(await hasBody(request))) return true;
  // The body limit has already buffered it (1 MiB at most), so this read is cheap.
  return BARE_ID.test(await request.clone().text());
}
