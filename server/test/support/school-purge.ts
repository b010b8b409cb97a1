import { RESTORE_DAYS } from '../../../src/contract/index.ts';
import { purgeDeletedSchools } from '../../src/modules/schools/service.ts';
import type { TestContext } from './test-app.ts';
import { DAY } from './test-clock.ts';

/**
 * The host's purge as it runs RESTORE_DAYS after a deletion (docs/deletion.md), without moving the test's clock: a
 * deleted school then goes for good, with everything in it.
 */
export function purgeAsDue(t: Pick<TestContext, 'db' | 'clock'>): Promise<number[]> {
  return purgeDeletedSchools(t.db, new Date(t.clock.now().getTime() + RESTORE_DAYS * DAY));
}
