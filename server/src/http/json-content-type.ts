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

/**
 * A write declares JSON or nothing: any other content type answers 415 even with an empty body, and a body
 * without a content type too. Besides keeping the contract honest, this stops cross-site HTML forms (which always
 * send a form or text type) and `text/plain` fetches, which skip the CORS preflight.
 */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  const contentType = c.req.header('content-type');
  const declared = contentType !== undefined && contentType.trim() !== '';
  if (WRITE_METHODS.has(c.req.method)) {
    if (declared ? !isJsonMediaType(contentType) : await hasBody(c.req.raw)) throw unsupportedMediaType();
  } else if (!isJsonMediaType(contentType) && (await hasBody(c.req.raw))) {
    throw unsupportedMediaType();
  }
  await next();
};
