import { beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api } from '../support/api-client.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Лист ожидания»: a family answers its child's offer in the cabinet — the same acceptance and
// refusal as the front desk's, for its own children only (another family's offer is not found). Two answers at once
// (a double tap; on PostgreSQL through two processes) accept once.

const ROUNDS = 3;

describe.each(testDialects())('offers answered from the cabinet on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;
  let family: ApiAs;
  let stranger: ApiAs;
  let child: number;
  let cookie = '';

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    child = await s.student('Ждущая Соня', s.groupId);
    const email = 'zhdushchie@family.example';
    expect((await s.school.as('owner').put(`/students/${child}`, { email })).status).toBe(200);
    const other = await s.student('Чужой Петя', s.groupId);
    const strangerEmail = 'chuzhie@family.example';
    expect((await s.school.as('owner').put(`/students/${other}`, { email: strangerEmail })).status).toBe(200);
    cookie = await signInToCabinet(t, email);
    family = api(t.app, cookie);
    stranger = api(t.app, await signInToCabinet(t, strangerEmail));
  });

  let groups = 0;
  /** A full one-seat group the child waits for, its member leaving: the child is offered the seat. */
  async function offered(extra = 0) {
    groups += 1;
    const group = (
      await s.school
        .as('owner')
        .post('/groups/create', { name: `Мечта ${groups}`, entity_type: 'student', capacity: 1 })
    ).body.id as number;
    const member = await s.student(`Мечта ${groups}, участница`, group);
    const entry = (
      await s.school.as('receptionist').post('/waitlist/join', { group_id: group, student_id: child })
    ).body.id as number;
    const others: number[] = [];
    for (let index = 0; index < extra; index++) {
      const student = await s.student(`Мечта ${groups}, ждёт ${index}`, s.groupId);
      others.push(
        (await s.school.as('receptionist').post('/waitlist/join', { group_id: group, student_id: student }))
          .body.id as number,
      );
    }
    expect((await s.school.as('owner').put(`/students/${member}`, { groups: [] })).status).toBe(200);
    return { group, entry, others };
  }
  const memberOf = async (group: number) =>
    (
      await t.db.selectFrom('student_groups').select('group_id').where('student_id', '=', child).execute()
    ).some((row) => row.group_id === group);

  it('shows the family its child’s offer and accepts it; another family sees nothing and cannot answer', async () => {
    const { group, entry } = await offered();
    const listed = (await family.get('/cabinet/waitlist-offers')).body as WaitlistEntry[];
    expect(listed.map((offer) => [offer.id, offer.group_name, offer.offer_expires_at])).toEqual([
      [entry, `Мечта ${groups}`, '2026-03-02T21:00:00.000Z'],
    ]);
    expect((await stranger.get('/cabinet/waitlist-offers')).body).toEqual([]);
    for (const path of ['/cabinet/waitlist-offers/accept', '/cabinet/waitlist-offers/decline'])
      expect((await stranger.post(path, { entry_id: entry })).status).toBe(404);
    const accepted = await family.post('/cabinet/waitlist-offers/accept', { entry_id: entry });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await memberOf(group)).toBe(true);
    expect((await family.get('/cabinet/waitlist-offers')).body).toEqual([]);
  });

  it('declined, the seat goes to the next in line at once', async () => {
    const { group, entry, others } = await offered(1);
    const declined = await family.post('/cabinet/waitlist-offers/decline', { entry_id: entry });
    expect(declined.status, declined.text).toBe(200);
    expect(await memberOf(group)).toBe(false);
    const line = (await s.school.as('receptionist').post('/waitlist/getallwhere', { group_id: group }))
      .body as WaitlistEntry[];
    expect(line.map((place) => [place.id, place.status])).toEqual([[others[0], 'offered']]);
  });

  it('a waiting place without an offer is not the family’s to answer', async () => {
    const { entry, others } = await offered(1);
    const [waiting] = others;
    expect((await family.post('/cabinet/waitlist-offers/accept', { entry_id: waiting })).status).toBe(404);
    expect((await family.post('/cabinet/waitlist-offers/decline', { entry_id: entry })).status).toBe(200);
  });

  it('two answers at once accept once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { group, entry } = await offered();
      const answers = await Promise.all([
        family.post('/cabinet/waitlist-offers/accept', { entry_id: entry }),
        api(t.otherProcess(), cookie).post('/cabinet/waitlist-offers/accept', { entry_id: entry }),
        s.school.on(t.app, 'receptionist').post('/waitlist/accept', { entry_id: entry }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 404 || status === 409)).toBe(true);
      const rows = await t.db
        .selectFrom('student_groups')
        .select('student_id')
        .where('group_id', '=', group)
        .execute();
      expect(rows.map((row) => row.student_id)).toEqual([child]);
    }
  });
});
