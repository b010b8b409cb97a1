import type { PathParams } from 'msw';
import { serverErrors } from '@/contract';
import { apiErrors } from './api-error';

const DIGITS = /^\d+$/;

/** The `:id` of a path: digit strings only, a positive safe integer, else 400 (as on the server). */
export function readPathId(params: PathParams, name = 'id'): number {
  const raw = params[name];
  const id = typeof raw === 'string' && DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw apiErrors.badRequest(serverErrors.invalidId);
  return id;
}
