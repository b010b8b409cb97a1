import { RESTORE_DAYS } from '../../../src/contract/index.ts';
import { purgeDeletedClients } from '../../src/modules/clients/service.ts';
import { purgeDeletedStudents } from '../../src/modules/students/service.ts';
import type { TestContext } from './test-app.ts';
import { DAY } from './test-clock.ts';

/**
 * The school's daily purge of deleted students and clients as it runs RESTORE_DAYS after a deletion
 * (docs/deletion.md), without moving the test's clock.
 */
export async function purgePeopleAsDue(
  t: Pick<TestContext, 'db' | 'clock'>,
  schoolId: number,
): Promise<{ students: number; clients: number }> {
  const now = new Date(t.clock.now().getTime() + RESTORE_DAYS * DAY);
  return {
    students: await purgeDeletedStudents(t.db, schoolId, now),
    clients: await purgeDeletedClients(t.db, schoolId, now),
  };
}
