import { beforeAll, describe, expect, it } from 'vitest';
import { type Message, serverErrors, type WaitlistEntry } from '../../../src/contract/index.ts';
import { addToGroup, removeFromGroup } from '../schedule/support/schedule-rows.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Лист ожидания»: a full group keeps a line; a freed seat is offered to the first in line for the
// school's window (12 hours), through the messages and to the front desk; accepted, the student joins the group;
// declined or run out, the next is offered. The clock starts at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('waitlists on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
  });

  const desk = () => s.school.as('receptionist');
  const line = async (body: Record<string, number>) =>
    (await desk().post('/waitlist/getallwhere', body)).body as WaitlistEntry[];
  const join = (body: Record<string, number>) => desk().post('/waitlist/join', body);
  /** A full group of `capacity` students, and people who want in. */
  async function fullGroup(name: string, capacity: number, waiting: number) {
    const group = (
      await s.school.as('owner').post('/groups/create', { name, entity_type: 'student', capacity })
    ).body.id as number;
    const members = [];
    for (let index = 0; index < capacity; index++) members.push(await s.student(`${name} ${index}`, group));
    const hopefuls = [];
    for (let index = 0; index < waiting; index++) {
      const student = await s.student(`${name}, ждёт ${index}`, s.groupId);
      const joined = await join({ group_id: group, student_id: student });
      expect(joined.status, joined.text).toBe(201);
      hopefuls.push({ student, entry: joined.body.id as number });
    }
    return { group, members, hopefuls };
  }

  it('a full group keeps a line in order; a group with a seat refuses it', async () => {
    const { group, hopefuls } = await fullGroup('Очередь', 2, 2);
    expect(
      (await line({ group_id: group })).map((entry) => [entry.id, entry.position, entry.status]),
    ).toEqual([
      [hopefuls[0]?.entry, 1, 'waiting'],
      [hopefuls[1]?.entry, 2, 'waiting'],
    ]);
    const again = await join({ group_id: group, student_id: hopefuls[0]?.student ?? 0 });
    expect([again.status, again.body.message]).toEqual([409, serverErrors.waitlistAlready]);
    const roomy = await join({ group_id: s.groups.sameStyle, student_id: hopefuls[0]?.student ?? 0 });
    expect([roomy.status, roomy.body.message]).toEqual([409, serverErrors.waitlistNotFull]);
    // A manager keeps leads' places, not students'.
    const manager = await s.school
      .as('manager')
      .post('/waitlist/join', { group_id: group, student_id: hopefuls[0]?.student });
    expect([manager.status, manager.body.message]).toEqual([403, serverErrors.waitlistStudentsOnly]);
  });

  it('a student leaving the group frees a seat: the first in line is offered it, told, and accepts', async () => {
    const email = 'first@family.example';
    const { group, members, hopefuls } = await fullGroup('Освободилось', 1, 2);
    const [first, second] = hopefuls;
    expect((await s.school.as('owner').put(`/students/${first?.student}`, { email })).status).toBe(200);
    await removeFromGroup(t.db, members[0] ?? 0, group);
    await t.runJobs();

    // 12:00 + 12 hours: the answer is due by midnight.
    const offered = await line({ group_id: group });
    expect(offered.map((entry) => [entry.position, entry.status, entry.offer_expires_at])).toEqual([
      [1, 'offered', '2026-03-02T21:00:00.000Z'],
      [2, 'waiting', null],
    ]);
    expect((await desk().get('/waitlist/offers')).body).toEqual([offered[0]]);
    const messages = (await s.school.as('owner').post('/messages/getallwhere', { kind: 'waitlist_offer' }))
      .body as Message[];
    expect(messages.find((message) => message.recipient === email)?.text).toContain(
      'освободилось место в группу «Освободилось» для Освободилось, ждёт 0',
    );

    const accepted = await desk().post('/waitlist/accept', { entry_id: first?.entry });
    expect(accepted.status, accepted.text).toBe(200);
    const groups = await t.db
      .selectFrom('student_groups')
      .select('group_id')
      .where('student_id', '=', first?.student ?? 0)
      .execute();
    expect(groups.map((row) => row.group_id)).toContain(group);
    // The seat is taken again: the second waits on.
    await t.runJobs();
    expect((await line({ group_id: group })).map((entry) => [entry.id, entry.status])).toEqual([
      [second?.entry, 'waiting'],
    ]);
  });

  it('declined, the seat goes to the next at once; let run out, after its window', async () => {
    const { group, members, hopefuls } = await fullGroup('Отказы', 1, 3);
    await removeFromGroup(t.db, members[0] ?? 0, group);
    await t.runJobs();
    const declined = await desk().post('/waitlist/decline', { entry_id: hopefuls[0]?.entry });
    expect(declined.status, declined.text).toBe(200);
    expect((await line({ group_id: group })).map((entry) => [entry.id, entry.status])).toEqual([
      [hopefuls[1]?.entry, 'offered'],
      [hopefuls[2]?.entry, 'waiting'],
    ]);

    t.clock.advance(12 * 60 * MINUTE);
    const late = await desk().post('/waitlist/accept', { entry_id: hopefuls[1]?.entry });
    expect([late.status, late.body.message]).toEqual([409, serverErrors.waitlistOfferExpired]);
    await t.runJobs();
    expect((await line({ group_id: group })).map((entry) => [entry.id, entry.status])).toEqual([
      [hopefuls[2]?.entry, 'offered'],
    ]);
    t.clock.set('2026-03-02T09:00:00.000Z');
  });

  it('two seats free make two offers; a seat taken meanwhile leaves one acceptance, never two', async () => {
    const { group, members, hopefuls } = await fullGroup('Два места', 2, 3);
    for (const member of members) await removeFromGroup(t.db, member, group);
    await t.runJobs();
    expect((await line({ group_id: group })).map((entry) => entry.status)).toEqual([
      'offered',
      'offered',
      'waiting',
    ]);
    // Someone else takes one of the two seats before either answers.
    await addToGroup(t.db, members[0] ?? 0, group);
    const answers = await Promise.all(
      [hopefuls[0], hopefuls[1]].map((hopeful, index) =>
        s.school
          .on(index === 0 ? t.app : t.otherProcess(), 'receptionist')
          .post('/waitlist/accept', { entry_id: hopeful?.entry }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      serverErrors.waitlistSeatTaken,
    );
    const members2 = await t.db
      .selectFrom('student_groups')
      .select('student_id')
      .where('group_id', '=', group)
      .execute();
    expect(members2).toHaveLength(2);
  });

  it('a lead waits for a full lesson’s trial; a member’s «не придём» frees the seat, and the lead takes it', async () => {
    await s.school.as('owner').patch(`/groups/update/${s.groups.otherStyle}`, { capacity: 1 });
    const member = await s.student('Единственная', s.groups.otherStyle);
    const lesson = await s.lesson({ group_id: s.groups.otherStyle, lesson_date: '2026-03-06' });
    const lead = (
      await s.school.as('manager').post('/leads/create', { name: 'Ждущий лид', phone: '+7 (916) 555-00-11' })
    ).body.id as number;
    const joined = await s.school.as('manager').post('/waitlist/join', { lesson_id: lesson, lead_id: lead });
    expect(joined.status, joined.text).toBe(201);
    await s.mark(lesson, member, 'excused');
    await t.runJobs();
    expect((await line({ lesson_id: lesson })).map((entry) => entry.status)).toEqual(['offered']);
    const accepted = await s.school.as('manager').post('/waitlist/accept', { entry_id: joined.body.id });
    expect(accepted.status, accepted.text).toBe(200);
    const stored = await t.db
      .selectFrom('leads')
      .select(['trial_group_id', 'trial_date'])
      .where('id', '=', lead)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ trial_group_id: s.groups.otherStyle, trial_date: '2026-03-06' });
  });
});
