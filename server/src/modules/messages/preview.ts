import type { Kysely } from 'kysely';
import {
  formatMoney,
  type MessagePreview,
  renderTemplate,
  russianDayOfMonth,
  type SchoolTime,
  sampleValues,
  type TemplateKind,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { expectedStudentIds } from '../attendance/service.ts';
import { balances } from '../finances/service.ts';
import { listLessons } from '../lessons/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { addDays } from '../shared/local-date.ts';
import { findStudent } from '../students/service.ts';
import { runningPasses } from '../subscriptions/service.ts';
import { checkVariables } from './templates.ts';
import { slotPhrase, whenPhrase } from './wording.ts';

// A template's preview on the school's own data: the next lesson of the coming two weeks and one of its students, a
// running pass, a debt. What the school has nothing of yet is filled with the samples, and the preview says which.

async function realValues(db: Kysely<Database>, schoolId: number, kind: TemplateKind, time: SchoolTime) {
  const values: Record<string, string> = {};
  const sources: string[] = [];
  if (['lesson_canceled', 'lesson_moved', 'lesson_tomorrow'].includes(kind)) {
    const lessons = await listLessons(db, schoolId, {
      date_from: time.today,
      date_to: addDays(time.today, 14),
    });
    const lesson = lessons.find((candidate) => !candidate.is_canceled);
    if (lesson) {
      const [studentId] = await expectedStudentIds(db, lesson);
      const student = studentId === undefined ? undefined : await findStudent(db, schoolId, studentId);
      Object.assign(values, {
        группа: lesson.group_name,
        когда: whenPhrase(lesson.lesson_date, lesson.start_time),
        было: slotPhrase(lesson.lesson_date, lesson.start_time),
        стало: slotPhrase(addDays(lesson.lesson_date, 1), lesson.start_time),
        ...(student && { ученик: student.name }),
      });
      sources.push(`занятие группы «${lesson.group_name}» ${russianDayOfMonth(lesson.lesson_date).dayMonth}`);
    }
  }
  if (kind === 'visits_left' || kind === 'pass_ending') {
    const [pass] = await runningPasses(db, schoolId, time.today);
    const student = pass && (await findStudent(db, schoolId, pass.student_id));
    if (pass && student) {
      Object.assign(values, {
        ученик: student.name,
        абонемент: pass.sub_name,
        осталось: String(pass.remaining ?? 0),
        ...(pass.expires_at && { до: russianDayOfMonth(pass.expires_at).dayMonth }),
      });
      sources.push(`абонемент «${pass.sub_name}» ученика ${student.name}`);
    }
  }
  if (kind === 'debt') {
    const owing = (await balances(db, schoolId)).students.find((row) => row.balance < 0);
    if (owing) {
      Object.assign(values, { ученик: owing.student_name, долг: formatMoney(-owing.balance) });
      sources.push(`долг ученика ${owing.student_name}`);
    }
  }
  return { values, source: sources.join(', ') };
}

export async function previewTemplate(
  db: Kysely<Database>,
  schoolId: number,
  template: { kind: TemplateKind; subject: string; body: string },
  time: SchoolTime,
  publicUrl: string,
): Promise<MessagePreview> {
  checkVariables(template.kind, [template.subject, template.body]);
  const school = await cabinetSchool(db, schoolId);
  const real = await realValues(db, schoolId, template.kind, time);
  const values = {
    ...sampleValues(template.kind),
    кабинет: `${publicUrl.replace(/\/+$/, '')}/cabinet`,
    ...real.values,
    школа: school.name,
  };
  return {
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    source: real.source ? `по данным школы: ${real.source}` : 'пример: в школе пока нет подходящих данных',
  };
}
