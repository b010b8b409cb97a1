import type { Kysely } from 'kysely';
import { defaultSources, defaultStatuses } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { insertSources } from '../sources/repository.ts';
import { insertStatuses } from '../statuses/repository.ts';

/** What every new school starts with, statuses then sources (docs/api-people.md), in its registration. */
export async function insertDefaultDictionaries(db: Kysely<Database>, schoolId: number): Promise<void> {
  await insertStatuses(db, schoolId, defaultStatuses);
  await insertSources(db, schoolId, defaultSources);
}
