import { z } from 'zod';
import { passwordField } from './fields';

// A school's data in one archive (docs/archive.md): the owner downloads it, the platform admin — or the owner of a
// school just registered — loads it back.

/**
 * `POST /schools/import`: the archive's ZIP as base64 (a JSON body, as every write of the API) and, for a new
 * school, the password its owner signs in with — the archive carries no password hashes.
 */
export const schoolImportSchema = z.object({
  archive: z.string({ error: 'Выберите файл архива' }).min(1, 'Выберите файл архива'),
  owner_password: passwordField.optional(),
});
export type SchoolImportInput = z.input<typeof schoolImportSchema>;

export const schoolImportAnswerSchema = z.object({
  school_id: z.number().int(),
  name: z.string(),
  /** Who signs in first: the owner's email (with the password given, or their own in their own school). */
  owner_email: z.string(),
  /** How many rows came in, over every table. */
  rows: z.number().int(),
});
export type SchoolImportAnswer = z.infer<typeof schoolImportAnswerSchema>;

/** A download's answer is the file itself (a ZIP); the endpoint table says so with `download`. */
export const zipFileSchema = z.custom<Blob>(() => true, { message: 'Файл' });
