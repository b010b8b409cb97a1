import type { Context } from 'hono';
import { idField, serverErrors } from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

/**
 * The `:id` of a path, read by the same rule as an id in a body: a positive whole number within the safe range
 * ("12", not "1e1", "0x3" or "-3"); anything else is malformed and never reaches SQL.
 */
export function readPathId(c: Context, name = 'id'): number {
  const parsed = idField.safeParse(c.req.param(name) ?? '');
  if (!parsed.success) throw badRequest(serverErrors.invalidId);
  return parsed.data;
}
