import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  daySpanIn,
  type JoinTrialAnswer,
  type joinTrialSchema,
  russianDate,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import type { JoinPage } from '../../auth/join-page.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { leadOfPhoneSince, saveFormLead } from '../leads/service.ts';
import { conflictAs, invalid } from '../shared/domain-errors.ts';
import { sourceIdNamed } from '../sources/service.ts';
import { queueEvent } from '../webhooks/service.ts';
import { countPost } from './attempts.ts';
import { type TrialOffer, trialOffer } from './offer.ts';
import { assertStampAged } from './stamp.ts';

type SignUp = z.output<typeof joinTrialSchema>;

/** The source of the school's dictionary its site's leads are filed under (made when the school has none). */
export const SITE_SOURCE = 'Сайт';

/** The lesson the visitor chose among those the page offers, with its group. */
function chosenLesson(offer: TrialOffer, lessonId: number) {
  for (const group of offer) {
    const lesson = group.lessons.find((candidate) => candidate.id === lessonId);
    if (lesson) return { group, lesson };
  }
  throw conflictAs(serverErrors.joinGroupClosed);
}

/** What the staff read in the lead's «Квалификация»: the trial, who comes, the consent and its moment. */
function noteOf(
  signUp: SignUp,
  group: string,
  lesson: { date: string; start_time: string },
  time: SchoolTime,
) {
  return [
    `Заявка с сайта: пробное занятие в группе «${group}», ${russianDate(lesson.date)} в ${lesson.start_time}.`,
    signUp.for_child &&
      `Для ребёнка: ${signUp.child_name}, ${signUp.child_age} лет. Родитель: ${signUp.name}.`,
    `Согласие на обработку персональных данных дано ${time.now.toISOString()}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A visitor's trial sign-up (docs/join-form.md). Cheap refusals first and in this order — the rate limits (every post
 * counts), the hidden field, the page's age, the consent — then, in one transaction, the lesson and its seat and the
 * lead: the same phone again on the school's day updates the lead it made, so a double press or a second thought
 * leaves one lead. A refusal writes no lead. Runs in the school's one writer: two posts at once are one, then the other.
 */
export async function signUpForTrial(
  db: Kysely<Database>,
  page: JoinPage,
  signUp: SignUp,
  request: { ip: string; time: SchoolTime },
): Promise<JoinTrialAnswer> {
  const { time } = request;
  await countPost(db, { schoolId: page.schoolId, ip: request.ip, phone: signUp.phone }, time.now);
  if (signUp.website.trim() !== '') throw invalid(serverErrors.joinHoneypot);
  assertStampAged(page, signUp.stamp, time.now);
  if (!signUp.consent) throw invalid(serverErrors.joinNoConsent);
  const dayStart = daySpanIn(time.zone, time.today, undefined).start ?? time.now.toISOString();
  return inTransaction(db, async (trx) => {
    // The visitor's own lead of the day, never one the staff made for the same phone.
    const siteSource = await sourceIdNamed(trx, page.schoolId, SITE_SOURCE);
    const sameAs = await leadOfPhoneSince(trx, page.schoolId, signUp.phone, dayStart, siteSource);
    const { group, lesson } = chosenLesson(
      await trialOffer(trx, page.schoolId, time, sameAs),
      signUp.lesson_id,
    );
    if (lesson.free_seats === 0) throw conflictAs(serverErrors.joinLessonFull);
    const author = { schoolId: page.schoolId, userId: null, time };
    const lead = await saveFormLead(trx, author, sameAs, {
      name: signUp.for_child ? signUp.child_name : signUp.name,
      phone: signUp.phone,
      email: signUp.email,
      trial_date: lesson.date,
      trial_group_id: group.id,
      qualification: noteOf(signUp, group.name, lesson, time),
      source_id: siteSource,
      utm_source: signUp.utm_source || null,
      utm_medium: signUp.utm_medium || null,
      utm_campaign: signUp.utm_campaign || null,
    });
    // The school's integrations hear of it as of any lead (docs/webhooks.md), in the same transaction.
    const type = sameAs === undefined ? 'lead.created' : 'lead.updated';
    await queueEvent(trx, page.schoolId, { type, data: lead }, time.now);
    return { group_name: group.name, lesson_date: lesson.date, start_time: lesson.start_time };
  });
}
