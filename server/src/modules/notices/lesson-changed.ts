import type { Kysely } from 'kysely';
import { type LessonDetail, russianDayOfMonth, type SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { rollStudentIds } from '../attendance/service.ts';
import { enqueue } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { familyAddresses } from '../students/service.ts';
import { chatsOf } from '../telegram/service.ts';

// Сообщения (docs/messages.md): a lesson cancelled or moved is told at once to the families of its roll — by email
// and, where they linked a chat, by the school's Telegram bot. Queued in the change's own transaction, so it goes
// only if the change is written; once per (channel, recipient, lesson and what it became), so saving the same change
// twice, or two colleagues at once, tells a family once.

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу'];

/** «в среду, 4 марта, в 19:00» */
const when = (date: string, time: string) => {
  const { weekday, dayMonth } = russianDayOfMonth(date);
  return `в ${WEEKDAYS[weekday]}, ${dayMonth}, в ${time}`;
};

type Change = { before: LessonDetail; after: LessonDetail };

function noticeOf({ before, after }: Change, schoolName: string) {
  if (!before.is_canceled && after.is_canceled)
    return {
      kind: 'lesson_canceled',
      occasion: `${after.id}:canceled`,
      subject: `Занятие отменено: ${after.group_name}`,
      text: `${schoolName}: занятие группы «${after.group_name}» ${when(before.lesson_date, before.start_time)} отменено.`,
    };
  const moved = before.lesson_date !== after.lesson_date || before.start_time !== after.start_time;
  if (moved && !after.is_canceled)
    return {
      kind: 'lesson_moved',
      occasion: `${after.id}:${after.lesson_date}T${after.start_time}`,
      subject: `Занятие перенесено: ${after.group_name}`,
      text: `${schoolName}: занятие группы «${after.group_name}» перенесено с ${when(before.lesson_date, before.start_time).slice(2)} на ${when(after.lesson_date, after.start_time).slice(2)}.`,
    };
  return null;
}

/** Tells the lesson's families of a cancellation or a move (a past lesson changed in the books tells no one). */
export async function lessonChanged(
  trx: Kysely<Database>,
  change: Change,
  time: SchoolTime,
): Promise<number> {
  if (change.before.lesson_date < time.today && change.after.lesson_date < time.today) return 0;
  const school = await cabinetSchool(trx, change.after.school_id);
  const notice = noticeOf(change, school.name);
  if (!notice) return 0;
  const students = await rollStudentIds(trx, change.after);
  const emails = await familyAddresses(trx, change.after.school_id, students);
  const chats = await chatsOf(trx, change.after.school_id, emails);
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:16px"><p>${notice.text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p></body></html>`;
  let queued = 0;
  for (const email of emails)
    if (
      await enqueue(
        trx,
        { ...notice, to: email, html, school_id: change.after.school_id, channel: 'email' },
        time.now,
      )
    )
      queued += 1;
  for (const chat of chats)
    if (
      await enqueue(
        trx,
        { ...notice, to: chat.chat_id, html: '', school_id: change.after.school_id, channel: 'telegram' },
        time.now,
      )
    )
      queued += 1;
  return queued;
}
