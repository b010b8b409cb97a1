import type { z } from 'zod';
import { type SchoolTime, validateAt } from '../../../src/contract/index.ts';

/** A contract schema's parse at the seed's moment: the schemas' date rules read the school's day. */
export function parseAt<Schema extends z.ZodType>(
  time: SchoolTime,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  return validateAt(time, () => schema.parse(value));
}
