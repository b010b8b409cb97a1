import { beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Лист ожидания»: the write that frees a seat — a student leaves the group, says they will not
// come, the group grows — makes the offer itself: when it returns, the first in line has it, no sweep needed. Two
// seats freed at once by two requests (on PostgreSQL, through two processes) make two offers, never more.

const ROUNDS = 3;

describe.each(testDialects())('offers made by the write that frees a seat on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
  });

  const desk = () => s.school.as('receptionist');
  const statuses = async (body: Record<string, number>) =>
    ((await desk().post('/waitlist/getallwhere', body)).body as WaitlistEntry[]).map((entry) => entry.status);
  async function fullGroup(name: string, capacity: number, waiting: number) {
    const group = (
      await s.school.as('owner').post('/groups/create', { name, entity_type: 'student', capacity })
    ).body.id as number;
    const members: number[] = [];
    const hopefuls: number[] = [];
    for (let index = 0; index < capacity; index++) members.push(await s.student(`${name} ${index}`, group));
    for (let index = 0; index < waiting; index++) {
      const student = await s.student(`${name}, ждёт ${index}`, s.groupId);
      hopefuls.push(student);
      const joined = await desk().post('/waitlist/join', { group_id: group, student_id: student });
      expect(joined.status, joined.text).toBe(201);
    }
    return { group, members, hopefuls: hopefuls };
  }

  it('a student taken off the group: the first in line is offered the seat when the write returns', async () => {
    const { group, members, hopefuls } = await fullGroup('Ушла', 1, 2);
    const email = 'ushla@family.example';
    expect((await s.school.as('owner').put(`/students/${hopefuls[0]}`, { email })).status).toBe(200);
    const left = await s.school.as('owner').put(`/students/${members[0]}`, { groups: [] });
    expect(left.status, left.text).toBe(200);
    expect(await statuses({ group_id: group })).toEqual(['offered', 'waiting']);
    const messages = await s.school.as('owner').post('/messages/getallwhere', { kind: 'waitlist_offer' });
    expect(JSON.stringify(messages.body)).toContain('освободилось место в группу «Ушла» для Ушла, ждёт 0');
  });

  it('a student deleted frees their seat at once too', async () => {
    const { group, members } = await fullGroup('Удалена', 1, 1);
    expect((await s.school.as('owner').delete(`/students/${members[0]}`)).status).toBe(200);
    expect(await statuses({ group_id: group })).toEqual(['offered']);
  });

  it('a larger capacity offers each new seat at once; a group left alone keeps its line waiting', async () => {
    const { group } = await fullGroup('Выросла', 1, 3);
    const renamed = await s.school.as('owner').patch(`/groups/update/${group}`, { name: 'Выросла!' });
    expect(renamed.status).toBe(200);
    expect(await statuses({ group_id: group })).toEqual(['waiting', 'waiting', 'waiting']);
    const grown = await s.school.as('owner').patch(`/groups/update/${group}`, { capacity: 3 });
    expect(grown.status, grown.text).toBe(200);
    expect(await statuses({ group_id: group })).toEqual(['offered', 'offered', 'waiting']);
  });

  it('«не придём» from the cabinet offers the lesson’s seat when it returns', async () => {
    const { group, members } = await fullGroup('Не придёт', 1, 0);
    const email = 'ne-pridet@family.example';
    expect((await s.school.as('owner').put(`/students/${members[0]}`, { email })).status).toBe(200);
    const lesson = await s.lesson({ group_id: group, lesson_date: '2026-03-06' });
    const lead = (
      await s.school
        .as('manager')
        .post('/leads/create', { name: 'Лид на пробное', phone: '+7 (916) 555-00-12' })
    ).body.id as number;
    const joined = await s.school.as('manager').post('/waitlist/join', { lesson_id: lesson, lead_id: lead });
    expect(joined.status, joined.text).toBe(201);
    const family = api(t.app, await signInToCabinet(t, email));
    const announced = await family.post('/cabinet/absences', { lesson_id: lesson, student_id: members[0] });
    expect(announced.status, announced.text).toBe(200);
    expect(await statuses({ lesson_id: lesson })).toEqual(['offered']);
  });

  it('an excused mark by the desk offers the lesson’s seat at once', async () => {
    const { group, members } = await fullGroup('Уважительная', 1, 0);
    const lesson = await s.lesson({ group_id: group, lesson_date: '2026-03-07' });
    const lead = (
      await s.school.as('manager').post('/leads/create', { name: 'Второй лид', phone: '+7 (916) 555-00-13' })
    ).body.id as number;
    expect(
      (await s.school.as('manager').post('/waitlist/join', { lesson_id: lesson, lead_id: lead })).status,
    ).toBe(201);
    await s.mark(lesson, members[0] ?? 0, 'excused');
    expect(await statuses({ lesson_id: lesson })).toEqual(['offered']);
  });

  it('a make-up booking cancelled offers the guest’s seat at once', async () => {
    const template = await s.template({ makeups_allowed: 1, makeup_days: 30 });
    const guest = await s.student('Гостья', s.groupId);
    await s.sell(guest, template);
    await s.mark(await s.lesson({ lesson_date: '2026-03-03' }), guest, 'excused');
    const [makeup] = await s.makeups(guest);
    const { group, members } = await fullGroup('Гостевая', 1, 0);
    const lesson = await s.lesson({ group_id: group, lesson_date: '2026-03-09' });
    await s.mark(lesson, members[0] ?? 0, 'excused');
    const booked = await desk().post('/makeups/book', { makeup_id: makeup?.id, lesson_id: lesson });
    expect(booked.status, booked.text).toBe(200);
    const lead = (
      await s.school.as('manager').post('/leads/create', { name: 'Третий лид', phone: '+7 (916) 555-00-14' })
    ).body.id as number;
    expect(
      (await s.school.as('manager').post('/waitlist/join', { lesson_id: lesson, lead_id: lead })).status,
    ).toBe(201);
    const canceled = await desk().post('/makeups/cancel', { makeup_id: makeup?.id });
    expect(canceled.status, canceled.text).toBe(200);
    expect(await statuses({ lesson_id: lesson })).toEqual(['offered']);
  });

  it('two students leaving at once make two offers, never three', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { group, members } = await fullGroup(`Двое ушли ${round}`, 3, 4);
      const answers = await Promise.all(
        members
          .slice(0, 2)
          .map((member, index) =>
            s.school
              .on(index === 0 ? t.app : t.otherProcess(), 'owner')
              .put(`/students/${member}`, { groups: [] }),
          ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await statuses({ group_id: group })).toEqual(['offered', 'offered', 'waiting', 'waiting']);
      // A third request that frees nothing offers nothing more.
      await s.school.as('owner').patch(`/groups/update/${group}`, { capacity: 3 });
      expect(await statuses({ group_id: group })).toEqual(['offered', 'offered', 'waiting', 'waiting']);
    }
  });
});
