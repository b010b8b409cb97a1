import type { Context } from 'hono';
import { serverErrors } from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

const DIGITS = /^\d+$/;

/**
 * The `:id` of a path as a positive integer. Digit strings only ("12", not "1e1" or "-3"); values past
 * Number.MAX_SAFE_INTEGER cannot name a row we issued and are refused as malformed, never sent to SQL.
 */
export function readPathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(serverErrors.invalidId);
  return id;
}
