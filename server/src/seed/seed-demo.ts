import { type Kysely, sql } from 'kysely';
import {
  DEFAULT_TIME_ZONE,
  demoOwner,
  demoStaff,
  otherSchoolOwner,
  registrationSchema,
  type SchoolTime,
  schoolTime,
  staffCreateSchema,
} from '../../../src/contract/index.ts';
import { dialectOf } from '../db/dialect.ts';
import { actorScope } from '../db/history-actor.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/schema.ts';
import { registerSchool } from '../modules/auth/service.ts';
import { hasSchools } from '../modules/schools/repository.ts';
import { createStaff } from '../modules/users/service.ts';
import { parseAt } from './parse-at.ts';
import { seedDemoMoney } from './seed-demo-money.ts';
import { seedDemoPeople } from './seed-demo-people.ts';
import { seedDemoSchedule } from './seed-demo-schedule.ts';

// docs/api.md, "Seed order": the mocks seed the same rows in the same order, so ids match on both sides.
// Data goes through the same services as the API (and the contract schemas normalise it the same way).

// An application-wide key for PostgreSQL's advisory lock that serialises seeding across processes.
const SEED_LOCK = 727_450_001;

/** School 1: the owner (user 2), then the staff in `demoStaff` order (users 3–7). */
async function seedDemoSchool(trx: Kysely<Database>, time: SchoolTime): Promise<number> {
  const { school } = await registerSchool(trx, parseAt(time, registrationSchema, demoOwner), time.now);
  for (const staff of demoStaff) {
    await createStaff(trx, school.id, parseAt(time, staffCreateSchema, staff), time);
  }
  return school.id;
}

/** School 2 with its owner (user 8): proves that schools never see each other's data. */
async function seedOtherSchool(trx: Kysely<Database>, time: SchoolTime): Promise<number> {
  const { school } = await registerSchool(trx, parseAt(time, registrationSchema, otherSchoolOwner), time.now);
  return school.id;
}

/**
 * Loads the demo on an empty database (no schools yet), in one transaction, after `ensureAdmin` made
 * user 1. Returns whether it seeded.
 */
export function seedDemo(db: Kysely<Database>, now: Date): Promise<boolean> {
  // The demo is where a school starts, not something anyone changed: its rows are not history (0014-history).
  // Its schools keep the default zone, so its days are that zone's.
  return actorScope().run('off', () => seedEmptyDatabase(db, schoolTime(DEFAULT_TIME_ZONE, now)));
}

async function seedEmptyDatabase(db: Kysely<Database>, time: SchoolTime): Promise<boolean> {
  if (await hasSchools(db)) return false;
  return inTransaction(db, async (trx) => {
    // Two servers starting together on one empty PostgreSQL: the second waits here for the first to commit,
    // then finds its schools and goes on without seeding. (SQLite runs one write transaction at a time.)
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasSchools(trx)) return false;
    const demoSchoolId = await seedDemoSchool(trx, time);
    await seedOtherSchool(trx, time);
    await seedDemoPeople(trx, demoSchoolId, time);
    await seedDemoSchedule(trx, demoSchoolId, time);
    await seedDemoMoney(trx, demoSchoolId, time);
    return true;
  });
}
