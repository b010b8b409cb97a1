import type { Context } from 'hono';
import type { z } from 'zod';
import { describeValidationError, serverErrors } from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

// PostgreSQL cannot store U+0000 in text; refusing it for both dialects keeps their answers identical.
const NUL_MESSAGE = 'Текст не может содержать нулевой символ (U+0000)';

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

/**
 * Reads the JSON body; one that is not JSON answers 400. The content type and size were checked by the app's
 * middleware before the route ran.
 */
export async function readJsonBody(c: Context, options: ReadBodyOptions = {}): Promise<unknown> {
  const text = await c.req.text();
  let value: unknown;
  if (options.emptyAsObject && text.trim() === '') {
    value = {};
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest(serverErrors.invalidJson);
    }
  }
  return value;
}

/** Parses a body with a contract schema: a failure answers 400 with a Russian description of the first fault. */
export function parseBody<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  if (containsNul(value)) throw badRequest(NUL_MESSAGE);
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeValidationError(result.error));
  return result.data;
}
