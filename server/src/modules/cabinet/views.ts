import type { Kysely } from 'kysely';
import {
  type CabinetHome,
  type CabinetPass,
  type CabinetStudent,
  instantIn,
  type SchoolTime,
  type Subscription,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { familyLessons } from '../attendance/service.ts';
import * as ledger from '../ledger/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { addDays } from '../shared/local-date.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { type Family, studentOf } from './family.ts';
import { pendingFreezes } from './freezes.ts';

// What the family sees (docs/cabinet.md): the same ledger, passes and rolls the staff see, read through their
// owners' services, so the cabinet's figures always agree with the front desk's.

/** How far ahead the first view looks for the next lessons, and how many it shows per student. */
const NEXT_DAYS = 28;
const NEXT_PER_STUDENT = 3;
/** A student's page: this month and the next 30 days; visits of the last half year. */
const AHEAD_DAYS = 30;
const HISTORY_DAYS = 183;
const HISTORY_MAX = 100;

type PendingFreezes = Map<number, { starts_on: string; days: number }>;

const toPass =
  (pending: PendingFreezes) =>
  (pass: Subscription): CabinetPass => ({
    id: pass.id,
    sub_name: pass.sub_name,
    kind: pass.kind,
    starts_at: pass.starts_at,
    expires_at: pass.expires_at,
    visits: pass.visits,
    remaining_visits: pass.remaining_visits,
    status: pass.status,
    frozen_until: pass.frozen_until,
    owed: pass.owed,
    freezes_left: pass.freezes_left,
    freeze_days_left: pass.freeze_days_left,
    pending_freeze: pending.get(pass.id) ?? null,
  });

async function consentsOf(db: Kysely<Database>, family: Family) {
  const rows = await db
    .selectFrom('cabinet_consents')
    .select(['kind', 'version', 'accepted_at'])
    .where('school_id', '=', family.schoolId)
    .where('email', '=', family.email)
    .orderBy('id', 'desc')
    .execute();
  const offer = rows.find((row) => row.kind === 'offer');
  const personalData = rows.find((row) => row.kind === 'personal_data');
  return { offerVersion: offer?.version ?? null, personalDataAt: personalData?.accepted_at ?? null };
}

export async function homeOf(db: Kysely<Database>, family: Family, time: SchoolTime): Promise<CabinetHome> {
  const ids = family.students.map((student) => student.id);
  const school = await cabinetSchool(db, family.schoolId);
  const [owing, consents, lessons, passes] = await Promise.all([
    ledger.owingOfStudents(db, family.schoolId, ids),
    consentsOf(db, family),
    familyLessons(
      db,
      {
        schoolId: family.schoolId,
        studentIds: ids,
        from: time.today,
        to: addDays(time.today, NEXT_DAYS),
        cutoffMinutes: school.cutoff_minutes,
        order: 'asc',
      },
      time,
    ),
    Promise.all(
      ids.map((id) =>
        subscriptions.listSubscriptions(db, family.schoolId, { student_id: id, active: true }, time),
      ),
    ),
  ]);
  const pending = await pendingFreezes(
    db,
    family.schoolId,
    passes.flat().map((pass) => pass.id),
  );
  // A lesson of today still counts as next until it ends.
  const upcoming = lessons.filter(
    (lesson) =>
      instantIn(time.zone, lesson.date, lesson.start_time).getTime() + lesson.duration_minutes * 60_000 >
      time.now.getTime(),
  );
  const [client] = family.clients;
  const self = family.students.find((student) => student.self);
  return {
    school: {
      name: school.name,
      phone: school.phone,
      email: school.email,
      cutoff_minutes: school.cutoff_minutes,
      time_zone: time.zone,
    },
    person: {
      name: client?.name ?? self?.name ?? '',
      email: family.email,
      phone: client?.phone ?? '',
      is_client: client !== undefined,
    },
    offer: {
      version: school.offer_version,
      text: school.offer_text,
      accepted_version: consents.offerVersion,
    },
    personal_data_accepted_at: consents.personalDataAt,
    students: family.students.map((student, index) => ({
      id: student.id,
      name: student.name,
      self: student.self,
      balance: owing.get(student.id)?.balance ?? 0,
      debt_visits: owing.get(student.id)?.debt_visits ?? 0,
      passes: (passes[index] ?? []).map(toPass(pending)),
      next_lessons: upcoming.filter((lesson) => lesson.student_id === student.id).slice(0, NEXT_PER_STUDENT),
    })),
  };
}

export async function studentPageOf(
  db: Kysely<Database>,
  family: Family,
  studentId: number,
  time: SchoolTime,
): Promise<CabinetStudent> {
  const student = studentOf(family, studentId);
  const school = await cabinetSchool(db, family.schoolId);
  const query = { schoolId: family.schoolId, studentIds: [student.id], cutoffMinutes: school.cutoff_minutes };
  const [owing, passes, entries, lessons, past] = await Promise.all([
    ledger.owingOfStudents(db, family.schoolId, [student.id]),
    subscriptions.listSubscriptions(db, family.schoolId, { student_id: student.id }, time),
    ledger.studentEntries(db, family.schoolId, student.id),
    familyLessons(
      db,
      { ...query, from: `${time.today.slice(0, 8)}01`, to: addDays(time.today, AHEAD_DAYS), order: 'asc' },
      time,
    ),
    familyLessons(
      db,
      {
        ...query,
        from: addDays(time.today, -HISTORY_DAYS),
        to: time.today,
        order: 'desc',
        limit: HISTORY_MAX + 20,
      },
      time,
    ),
  ]);
  const pending = await pendingFreezes(
    db,
    family.schoolId,
    passes.map((pass) => pass.id),
  );
  const started = (lesson: { date: string; start_time: string }) =>
    instantIn(time.zone, lesson.date, lesson.start_time).getTime() <= time.now.getTime();
  return {
    id: student.id,
    name: student.name,
    self: student.self,
    balance: owing.get(student.id)?.balance ?? 0,
    debt_visits: owing.get(student.id)?.debt_visits ?? 0,
    passes: passes.map(toPass(pending)),
    lessons,
    history: past.filter(started).slice(0, HISTORY_MAX),
    // The cabinet says each note from its code; the staff's names stay with the staff.
    entries: entries.map(({ created_by_name: _by, created_at: _at, note: _said, ...entry }) => entry),
  };
}
