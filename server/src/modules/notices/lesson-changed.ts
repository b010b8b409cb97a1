import type { Kysely } from 'kysely';
import type { LessonDetail, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { rollStudentIds } from '../attendance/service.ts';
import { namesOf, slotPhrase, tell, whenPhrase } from '../messages/service.ts';
import { addDays } from '../shared/local-date.ts';
import { familyContacts } from '../students/service.ts';

// Сообщения (docs/messages.md): a lesson cancelled or moved is told at once to the families of its roll — by email
// and, where they linked a chat, by the school's Telegram bot. Queued in the change's own transaction, so it goes
// only if the change is written; once per (channel, recipient, lesson and what it became), so saving the same change
// twice, or two colleagues at once, tells a family once.

type Change = { before: LessonDetail; after: LessonDetail };

function noticeOf({ before, after }: Change): {
  kind: 'lesson_canceled' | 'lesson_moved';
  occasion: string;
  values: Record<string, string>;
} | null {
  if (!before.is_canceled && after.is_canceled)
    return {
      kind: 'lesson_canceled' as const,
      occasion: `${after.id}:canceled`,
      values: { группа: after.group_name, когда: whenPhrase(before.lesson_date, before.start_time) },
    };
  const moved = before.lesson_date !== after.lesson_date || before.start_time !== after.start_time;
  if (moved && !after.is_canceled)
    return {
      kind: 'lesson_moved' as const,
      occasion: `${after.id}:${after.lesson_date}T${after.start_time}`,
      values: {
        группа: after.group_name,
        было: slotPhrase(before.lesson_date, before.start_time),
        стало: slotPhrase(after.lesson_date, after.start_time),
      },
    };
  return null;
}

/** Tells the lesson's families of a cancellation or a move (a past lesson changed in the books tells no one). */
export async function lessonChanged(
  trx: Kysely<Database>,
  change: Change,
  time: SchoolTime,
): Promise<number> {
  const { before, after } = change;
  if (before.lesson_date < time.today && after.lesson_date < time.today) return 0;
  const notice = noticeOf(change);
  if (!notice) return 0;
  const tomorrow = addDays(time.today, 1);
  const contacts = await familyContacts(trx, after.school_id, await rollStudentIds(trx, after));
  return tell(
    trx,
    {
      schoolId: after.school_id,
      kind: notice.kind,
      occasion: notice.occasion,
      contacts,
      values: (contact) => ({ ...notice.values, ученик: namesOf(contact.students) }),
      // Quiet hours do not hold back news of a lesson today or tomorrow.
      urgent: [before.lesson_date, after.lesson_date].some((date) => date <= tomorrow),
      publicUrl: '',
    },
    time,
  );
}
