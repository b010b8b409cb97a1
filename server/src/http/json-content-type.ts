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

/**
 * A request that carries a body must declare it as JSON (415 otherwise). Besides keeping the contract
 * honest, this stops cross-site HTML forms, which cannot send `application/json` without a CORS preflight.
 */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (!isJsonMediaType(c.req.header('content-type')) && (await hasBody(c.req.raw))) {
    throw unsupportedMediaType();
  }
  await next();
};
