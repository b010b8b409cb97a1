import type { Kysely } from 'kysely';
import { formatMoney, russianDayOfMonth, type SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { expectedStudentIds } from '../attendance/service.ts';
import { balances } from '../finances/service.ts';
import { leadsWithTrialOn } from '../leads/service.ts';
import { listLessons } from '../lessons/service.ts';
import { addDays } from '../shared/local-date.ts';
import { familyContacts, studentsBornOn } from '../students/service.ts';
import { runningPasses } from '../subscriptions/service.ts';
import { type Contact, tell } from './send.ts';
import { sendSettings } from './settings.ts';
import { namesOf, whenPhrase } from './wording.ts';

// The school's reminders (docs/messages.md), written once a day at the school's hour by the host's daily job: each
// occasion's identity makes a second run (another process, a restart) queue nothing new.

/** The Monday of a day's week: a debt is told once a week while it lasts. */
function weekOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const dayMonth = (date: string) => russianDayOfMonth(date).dayMonth;

export type ReminderContext = { publicUrl: string };

/** Writes the day's reminders of one school; answers how many messages were queued. */
export async function writeReminders(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
  context: ReminderContext,
): Promise<number> {
  const settings = await sendSettings(db, schoolId);
  const tomorrow = addDays(time.today, 1);
  const cabinet = `${context.publicUrl.replace(/\/+$/, '')}/cabinet`;
  const common = { schoolId, publicUrl: context.publicUrl };
  const tellStudents = async (
    kind: Parameters<typeof tell>[1]['kind'],
    occasion: string,
    studentIds: number[],
    values: Record<string, string>,
    urgent = false,
  ) => {
    const contacts = await familyContacts(db, schoolId, studentIds);
    return tell(
      db,
      {
        ...common,
        kind,
        occasion,
        contacts,
        values: (contact) => ({ ...values, ученик: namesOf(contact.students), кабинет: cabinet }),
        urgent,
      },
      time,
      settings,
    );
  };
  let queued = 0;

  for (const lesson of await listLessons(db, schoolId, { date_from: tomorrow, date_to: tomorrow })) {
    if (lesson.is_canceled) continue;
    const students = await expectedStudentIds(db, lesson);
    queued += await tellStudents(
      'lesson_tomorrow',
      `${lesson.id}:${lesson.lesson_date}T${lesson.start_time}`,
      students,
      { группа: lesson.group_name, когда: whenPhrase(lesson.lesson_date, lesson.start_time) },
      true,
    );
  }

  const leads = await leadsWithTrialOn(db, schoolId, tomorrow);
  const leadContacts: (Contact & { lead_id: number })[] = leads.flatMap((lead) =>
    lead.email ? [{ email: lead.email, name: lead.name, lead_id: lead.id }] : [],
  );
  queued += await tell(
    db,
    {
      ...common,
      kind: 'trial_tomorrow',
      occasion: tomorrow,
      contacts: leadContacts,
      values: (contact) => ({ имя: contact.name, дата: dayMonth(tomorrow) }),
      urgent: true,
    },
    time,
    settings,
  );

  const ending = addDays(time.today, 3);
  for (const pass of await runningPasses(db, schoolId, time.today)) {
    const values = { абонемент: pass.sub_name };
    if (
      settings.visits_left_notice > 0 &&
      pass.remaining !== null &&
      pass.remaining <= settings.visits_left_notice
    )
      queued += await tellStudents('visits_left', `${pass.id}:visits-left`, [pass.student_id], {
        ...values,
        осталось: String(Math.max(pass.remaining, 0)),
      });
    if (pass.expires_at === ending && pass.remaining !== 0)
      queued += await tellStudents('pass_ending', `${pass.id}:ends:${pass.expires_at}`, [pass.student_id], {
        ...values,
        до: dayMonth(pass.expires_at),
      });
  }

  const week = weekOf(time.today);
  for (const owing of (await balances(db, schoolId)).students)
    if (owing.balance < 0)
      queued += await tellStudents('debt', `${owing.student_id}:${week}`, [owing.student_id], {
        долг: formatMoney(-owing.balance),
      });

  for (const student of await studentsBornOn(db, schoolId, time.today.slice(5)))
    queued += await tellStudents('birthday', `${student.id}:${time.today.slice(0, 4)}`, [student.id], {});

  return queued;
}
