import { z } from 'zod';
import { idField } from './fields';

/** Delete answers `{ id }`; the spec lets it be a bare id too, so clients read both. */
export const deleteResponseSchema = z.union([
  idField,
  z.object({ id: idField }).transform((value) => value.id),
]);

/** Every error answer: a non-2xx status with a Russian message written for the person at the screen. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
