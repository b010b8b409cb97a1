import type { z } from 'zod';
import { describeValidationError, serverErrors } from '@/contract';
import { apiErrors } from './api-error';

const MAX_BODY_BYTES = 1024 * 1024;

function isJsonMediaType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'))
  );
}

/**
 * What the server checks before any route runs: a body over 1 MiB answers 413, a body that is not
 * declared as JSON answers 415 (which also keeps cross-site form posts out).
 */
export async function checkRequestBody(request: Request): Promise<void> {
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw apiErrors.payloadTooLarge();
  if (bytes.byteLength > 0 && !isJsonMediaType(request.headers.get('content-type'))) {
    throw apiErrors.unsupportedMediaType();
  }
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

type ReadBodyOptions = {
  /** Filter endpoints treat an empty body as `{}` (docs/api.md, Conventions). */
  emptyAsObject?: boolean;
};

/** The JSON body parsed with a contract schema; malformed JSON or a failing field answers 400. */
export async function readBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: ReadBodyOptions = {},
): Promise<z.output<Schema>> {
  const text = await request.text();
  let value: unknown;
  if (options.emptyAsObject && text.trim() === '') {
    value = {};
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw apiErrors.badRequest(serverErrors.invalidJson);
    }
  }
  if (containsNul(value)) throw apiErrors.badRequest(serverErrors.nulCharacter);
  const result = schema.safeParse(value);
  if (!result.success) throw apiErrors.badRequest(describeValidationError(result.error));
  return result.data;
}
