import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type CabinetLesson,
  type cabinetConsentSchema,
  type cabinetTrialSchema,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import type { CabinetSession } from '../../auth/cabinet-sessions.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { announceAbsence, familyLessons } from '../attendance/service.ts';
import { clientsByEmail, renameClientEmail, setClientsPhone } from '../clients/service.ts';
import { createLead } from '../leads/service.ts';
import { enqueue } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { conflictAs, invalid, notFound, notFoundAs } from '../shared/domain-errors.ts';
import { addDays } from '../shared/local-date.ts';
import { sourceIdNamed } from '../sources/service.ts';
import { renameStudentEmail } from '../students/service.ts';
import { checkCode, consumeCode, issueCode } from './codes.ts';
import { emailChangeCodeEmail } from './emails.ts';
import { type Family, studentOf } from './family.ts';
import { offeredTrialGroups, trialGroups } from './trial-groups.ts';

/** How far ahead a family may book a trial. */
export const TRIAL_DAYS = 14;
export const CABINET_SOURCE = 'Личный кабинет';

/** «Не придём» or its undo; answers the lesson as the family now sees it. */
export function setAbsence(
  db: Kysely<Database>,
  family: Family,
  request: { lesson_id: number; student_id: number; announce: boolean },
  time: SchoolTime,
): Promise<CabinetLesson> {
  studentOf(family, request.student_id);
  return inTransaction(db, async (trx) => {
    const { cutoff_minutes } = await cabinetSchool(trx, family.schoolId);
    const { lesson_date } = await announceAbsence(
      trx,
      {
        schoolId: family.schoolId,
        lessonId: request.lesson_id,
        studentId: request.student_id,
        announce: request.announce,
        cutoffMinutes: cutoff_minutes,
      },
      time,
    );
    const [lesson] = (
      await familyLessons(
        trx,
        {
          schoolId: family.schoolId,
          studentIds: [request.student_id],
          from: lesson_date,
          to: lesson_date,
          cutoffMinutes: cutoff_minutes,
          order: 'asc',
        },
        time,
      )
    ).filter((row) => row.lesson_id === request.lesson_id);
    if (!lesson) throw notFoundAs(serverErrors.unknownLesson);
    return lesson;
  });
}

function trialDays(db: Kysely<Database>, family: Family, time: SchoolTime) {
  return trialGroups(
    db,
    family.schoolId,
    { from: time.today, to: addDays(time.today, TRIAL_DAYS) },
    time.now,
  );
}

/** The groups and days a family may sign up for: those with a free seat. */
export async function trialGroupsFor(db: Kysely<Database>, family: Family, time: SchoolTime) {
  return offeredTrialGroups(await trialDays(db, family, time));
}

/**
 * A trial sign-up: a lead with the family's phone, the chosen day and group in its note, source «Личный кабинет».
 * Only a day on which the group has a lesson, and only with a free seat; the lead keeps the group, so its trial takes
 * a seat there.
 */
export async function signUpForTrial(
  db: Kysely<Database>,
  family: Family,
  input: z.output<typeof cabinetTrialSchema>,
  time: SchoolTime,
  queueEvent: ApiDeps['queueWebhookEvent'],
): Promise<{ lead_id: number }> {
  const child = input.student_id !== undefined ? studentOf(family, input.student_id).name : input.child_name;
  return inTransaction(db, async (trx) => {
    const groups = await trialDays(trx, family, time);
    const group = groups.find((candidate) => candidate.id === input.group_id);
    if (!group) throw conflictAs(serverErrors.cabinetGroupFull);
    const lesson = group.lessons.find((candidate) => candidate.date === input.lesson_date);
    if (!lesson) throw invalid(serverErrors.cabinetTrialDate);
    // The trial takes a seat of that lesson (docs/makeups.md, «Места»): a full one refuses it.
    if (lesson.free_seats === 0) throw conflictAs(serverErrors.joinLessonFull);
    const [client] = family.clients;
    const note = [
      `Пробное занятие: группа «${group.name}», ${input.lesson_date} в ${lesson.start_time}.`,
      `Записал(а) из личного кабинета: ${client?.name ?? family.email} (${family.email}).`,
      input.comment,
    ]
      .filter(Boolean)
      .join(' ');
    const lead = await createLead(
      trx,
      { schoolId: family.schoolId, userId: null, time },
      {
        name: child || client?.name || family.email,
        phone: client?.phone ?? '',
        trial_date: input.lesson_date,
        qualification: note,
        source_id: await sourceIdNamed(trx, family.schoolId, CABINET_SOURCE),
      } as Parameters<typeof createLead>[2],
      { email: family.email, trialGroupId: group.id },
    );
    // The school's integrations hear of it as of any lead (docs/webhooks.md), in the same transaction.
    await queueEvent(trx, family.schoolId, { type: 'lead.created', data: lead }, time.now);
    return { lead_id: lead.id };
  });
}

export async function setPhone(db: Kysely<Database>, family: Family, phone: string): Promise<void> {
  if (family.clients.length === 0) throw conflictAs(serverErrors.cabinetNotClient);
  await setClientsPhone(
    db,
    family.clients.map((client) => client.id),
    phone,
  );
}

/** A code to the new address first: the address is changed only once its owner proves it is theirs. */
export async function requestEmailChange(
  db: Kysely<Database>,
  family: Family,
  request: { email: string; ip: string },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const issued = await issueCode(trx, { ...request, known: true }, now);
    if (issued)
      await enqueue(
        trx,
        {
          ...emailChangeCodeEmail(request.email, issued.code),
          school_id: family.schoolId,
          kind: 'cabinet_email_code',
          occasion: String(issued.id),
        },
        now,
      );
  });
}

/** Moves the family's address (its clients, its adult students, its sessions) to the confirmed one. */
export async function changeEmail(
  db: Kysely<Database>,
  family: Family,
  request: { email: string; code: string },
  now: Date,
): Promise<string> {
  const codeId = await checkCode(db, request.email, request.code, now);
  return inTransaction(db, async (trx) => {
    if (request.email === family.email) return family.email;
    const taken = await clientsByEmail(trx, request.email, family.schoolId);
    if (taken.length > 0) throw conflictAs(serverErrors.cabinetEmailTaken);
    await consumeCode(trx, codeId, now);
    await renameClientEmail(trx, family.schoolId, family.email, request.email);
    await renameStudentEmail(trx, family.schoolId, family.email, request.email);
    for (const table of ['cabinet_sessions', 'cabinet_consents'] as const)
      await trx
        .updateTable(table)
        .set({ email: request.email })
        .where('school_id', '=', family.schoolId)
        .where('email', '=', family.email)
        .execute();
    return request.email;
  });
}

export async function acceptConsent(
  db: Kysely<Database>,
  family: Family,
  input: z.output<typeof cabinetConsentSchema>,
  time: SchoolTime,
): Promise<void> {
  const school = await cabinetSchool(db, family.schoolId);
  if (input.kind === 'offer' && (school.offer_version === 0 || input.version !== school.offer_version))
    throw conflictAs(serverErrors.cabinetOfferOutdated);
  await db
    .insertInto('cabinet_consents')
    .values({
      school_id: family.schoolId,
      email: family.email,
      kind: input.kind,
      version: input.kind === 'offer' ? input.version : 1,
      accepted_at: time.now.toISOString(),
    })
    .execute();
}

export async function sessionsOf(db: Kysely<Database>, session: CabinetSession) {
  const rows = await db
    .selectFrom('cabinet_sessions')
    .select(['id', 'device', 'created_at', 'expires_at'])
    .where('school_id', '=', session.schoolId)
    .where('email', '=', session.email)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), current: Number(row.id) === session.id }));
}

/** Ends one of the person's sessions (a lost phone); another person's is answered as not found. */
export async function endSession(db: Kysely<Database>, session: CabinetSession, id: number) {
  const deleted = await db
    .deleteFrom('cabinet_sessions')
    .where('id', '=', id)
    .where('school_id', '=', session.schoolId)
    .where('email', '=', session.email)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw notFound();
  return { id };
}
