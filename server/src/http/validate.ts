import type { Context } from 'hono';
import type { z } from 'zod';
import { describeValidationError, serverErrors } from '../../../src/contract/index.ts';
import { assertStorableShape } from './body-shape.ts';
import { badRequest } from './errors.ts';

type ReadBodyOptions = {
  /** Filter endpoints treat an empty body as `{}` (docs/api.md, Conventions). */
  emptyAsObject?: boolean;
};

/**
 * Reads the JSON body; one that is not JSON, nests too deep or holds U+0000 answers 400. The content type and
 * size were checked by the app's middleware before the route ran.
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
  assertStorableShape(value);
  return value;
}

/** Parses a body with a contract schema: a failure answers 400 with a Russian description of the first fault. */
export function parseBody<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeValidationError(result.error));
  return result.data;
}
