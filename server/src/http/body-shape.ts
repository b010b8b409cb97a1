import { serverErrors } from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

/** No request of the API nests deeper than a few levels; 16 leaves room and bounds every walk of a body. */
export const MAX_BODY_DEPTH = 16;

/**
 * Walks a parsed body once, without recursion (a 20 KB body of nested brackets must not exhaust the stack):
 * refuses nesting deeper than MAX_BODY_DEPTH and text with U+0000, which PostgreSQL cannot store — refused on both
 * databases so their answers stay identical.
 */
export function assertStorableShape(body: unknown): void {
  const pending: [unknown, number][] = [[body, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw badRequest(serverErrors.nulCharacter);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw badRequest(serverErrors.tooDeep);
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw badRequest(serverErrors.nulCharacter);
      pending.push([item, depth + 1]);
    }
  }
}
