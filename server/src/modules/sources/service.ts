import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  defaultSources,
  type Source,
  serverErrors,
  type sourceWriteSchema,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';
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

/** A source some lead came from stays (409, from the lead's foreign key): the lead's history would lose it. */
export function deleteSource(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getSource(trx, schoolId, id),
    remove: (trx) => sources.deleteSource(trx, id),
    inUseMessage: serverErrors.sourceInUse,
  });
}

/** A new lead's source when none is given: the school's first (null when it has none). */
export function defaultSourceId(db: Kysely<Database>, schoolId: number): Promise<number | null> {
  return sources.firstSourceId(db, schoolId);
}

/** The sources every new school starts with, in the listed order (the first is the default). */
export async function createDefaultSources(db: Kysely<Database>, schoolId: number): Promise<void> {
  for (const name of defaultSources) await sources.insertSource(db, schoolId, name);
}

/** The school's source of this name, made if the school has none (a lead from the cabinet is «Личный кабинет»). */
export async function sourceIdNamed(db: Kysely<Database>, schoolId: number, name: string): Promise<number> {
  const found = (await sources.listSources(db, schoolId)).find((source) => source.name === name);
  return found ? found.id : sources.insertSource(db, schoolId, name);
}

/** The sources as other modules join them, and the checks of a source a body names (docs/architecture.md). */
export { assertSourceOf, isOwnSource, sourcesView } from './repository.ts';
