import type { Kysely } from 'kysely';
import { defaultSources, defaultStatuses } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { insertSource } from '../sources/repository.ts';
import { insertStatus } from '../statuses/repository.ts';

/**
 * What every new school starts with, statuses then sources (docs/api-people.md), inside its registration.
 * One row at a time, so ids follow the listed order on both databases (the first of each is the default).
 */
export async function insertDefaultDictionaries(db: Kysely<Database>, schoolId: number): Promise<void> {
  for (const status of defaultStatuses) await insertStatus(db, schoolId, status);
  for (const name of defaultSources) await insertSource(db, schoolId, name);
}
