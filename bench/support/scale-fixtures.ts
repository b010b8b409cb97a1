import { type Insertable, type Kysely, sql } from 'kysely';
import { randomBytes, toBase64Url } from '../../server/src/auth/bytes.ts';
import { SESSION_TTL_SECONDS, sessionIdOf } from '../../server/src/auth/sessions.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { addDays } from '../../server/src/modules/shared/local-date.ts';
import { CABINET_SESSION_DAYS, type Role } from '../../src/contract/index.ts';
import { copiedId, type Strides } from './clone-schools.ts';
import { TEMPLATE_SCHOOL } from './year-school.ts';

// What the scale bench's clients know of every school: its staff's and families' session tokens (rows put straight
// into `sessions` and `cabinet_sessions`: signing 6 000 people in through scrypt would take minutes) and the ids they
// work with — read once from the template and moved by each copy's offsets (clone-schools.ts).

export type StaffMember = { role: Role; userId: number; token: string };
export type ScaleLesson = { id: number; date: string; teacherId: number | null; students: number[] };
export type ScaleSchool = {
  id: number;
  staff: StaffMember[];
  /** Cabinet tokens of the school's families (every client or adult student with an email). */
  families: string[];
  /** The last week's lessons and today's, with their rolls. */
  lessons: ScaleLesson[];
  /** Students in a group: the front desk sells them passes and takes their payments. */
  students: number[];
  leads: number[];
  pass: { templateId: number; price: number };
};

const newToken = () => toBase64Url(randomBytes(32));

async function templateFacts(db: Kysely<Database>, today: string) {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .orderBy('id')
    .execute();
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'group_id', 'teacher_id', 'lesson_date'])
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .where('lesson_date', '>=', addDays(today, -6))
    .where('lesson_date', '<=', today)
    .where('is_canceled', '=', sql<boolean>`false`)
    .execute();
  const members = await db
    .selectFrom('student_groups')
    .innerJoin('students', 'students.id', 'student_groups.student_id')
    .select(['student_groups.group_id', 'student_groups.student_id'])
    .where('students.school_id', '=', TEMPLATE_SCHOOL)
    .execute();
  const leads = await db.selectFrom('leads').select('id').where('school_id', '=', TEMPLATE_SCHOOL).execute();
  const pass = await db
    .selectFrom('subscription_templates')
    .select(['id', 'price'])
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .where('kind', '=', 'visits')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const clientEmails = await db
    .selectFrom('clients')
    .select('email')
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .where('email', 'is not', null)
    .execute();
  const studentEmails = await db
    .selectFrom('students')
    .select('email')
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .where('email', 'is not', null)
    .execute();
  const emails = [...new Set([...clientEmails, ...studentEmails].map((row) => row.email as string))];
  return { staff, lessons, members, leads, pass, emails };
}

/**
 * Every school's fixture, with a staff session for each of its staff and a cabinet session for each of its
 * families inserted in batches. Schools are the template's copies 0…count−1.
 */
export async function scaleSchools(
  db: Kysely<Database>,
  strides: Strides,
  count: number,
  now: Date,
  today: string,
): Promise<ScaleSchool[]> {
  const facts = await templateFacts(db, today);
  const rollOf = (group: number) =>
    facts.members.filter((row) => row.group_id === group).map((row) => row.student_id);
  const inGroups = [...new Set(facts.members.map((row) => row.student_id))];
  const schools: ScaleSchool[] = [];
  const sessions: { id: string; user_id: number; created_at: string; expires_at: string }[] = [];
  const cabinet: Insertable<Database['cabinet_sessions']>[] = [];
  const staffExpiry = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  const familyExpiry = new Date(now.getTime() + CABINET_SESSION_DAYS * 86_400_000).toISOString();
  for (let k = 0; k < count; k += 1) {
    const id = (table: string, value: number) => copiedId(strides, table, value, k);
    const school = id('schools', TEMPLATE_SCHOOL);
    const staff = facts.staff.map((user) => ({
      role: user.role,
      userId: id('users', user.id),
      token: newToken(),
    }));
    for (const member of staff)
      sessions.push({
        id: sessionIdOf(member.token),
        user_id: member.userId,
        created_at: now.toISOString(),
        expires_at: staffExpiry,
      });
    const families = facts.emails.map((email) => {
      const token = newToken();
      cabinet.push({
        school_id: school,
        token_hash: sessionIdOf(token),
        email,
        device: 'scale bench',
        created_at: now.toISOString(),
        expires_at: familyExpiry,
      });
      return token;
    });
    schools.push({
      id: school,
      staff,
      families,
      lessons: facts.lessons.map((lesson) => ({
        id: id('lessons', lesson.id),
        date: lesson.lesson_date,
        teacherId: lesson.teacher_id === null ? null : id('users', lesson.teacher_id),
        students: rollOf(lesson.group_id).map((student) => id('students', student)),
      })),
      students: inGroups.map((student) => id('students', student)),
      leads: facts.leads.map((lead) => id('leads', lead.id)),
      pass: { templateId: id('subscription_templates', facts.pass.id), price: facts.pass.price },
    });
  }
  for (let from = 0; from < sessions.length; from += 1000)
    await db
      .insertInto('sessions')
      .values(sessions.slice(from, from + 1000))
      .execute();
  for (let from = 0; from < cabinet.length; from += 1000)
    await db
      .insertInto('cabinet_sessions')
      .values(cabinet.slice(from, from + 1000))
      .execute();
  return schools;
}
