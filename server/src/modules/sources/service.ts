import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type Source, serverErrors, type sourceWriteSchema } from '../../../../src/contract/index.ts';
import { isForeignKeyViolation } from '../../db/foreign-key-violation.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as sources from './repository.ts';

type SourceWrite = z.output<typeof sourceWriteSchema>;

export function listSources(db: Kysely<Database>, schoolId: number): Promise<Source[]> {
  return sources.listSources(db, schoolId);
}

async function getSource(db: Kysely<Database>, schoolId: number, id: number): Promise<Source> {
  const source = await sources.findSource(db, schoolId, id);
  if (!source) throw notFound();
  return source;
}

export function createSource(db: Kysely<Database>, schoolId: number, input: SourceWrite): Promise<Source> {
  return inTransaction(db, async (trx) => {
    const id = await sources.insertSource(trx, schoolId, input.name);
    return getSource(trx, schoolId, id);
  });
}

export function renameSource(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: SourceWrite,
): Promise<Source> {
  return inTransaction(db, async (trx) => {
    await getSource(trx, schoolId, id);
    await sources.renameSource(trx, id, input.name);
    return getSource(trx, schoolId, id);
  });
}

/** A source some lead came from stays (409): the lead's history would lose it. */
export async function deleteSource(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ id: number }> {
  try {
    await inTransaction(db, async (trx) => {
      await getSource(trx, schoolId, id);
      if (await sources.sourceInUse(trx, id)) throw conflict(serverErrors.sourceInUse);
      await sources.deleteSource(trx, id);
    });
  } catch (error) {
    // A lead given this source between the check and the delete: the foreign key refuses, the answer is the same.
    if (isForeignKeyViolation(error)) throw conflict(serverErrors.sourceInUse);
    throw error;
  }
  return { id };
}
