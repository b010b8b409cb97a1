import { describe, expect, it } from 'vitest';
import { GROUP_CAPACITY_MAX, serverErrors } from '../../../src/contract/index.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { storedGroup } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

// A student group's capacity (docs/reports.md, group load): how many students it takes, null for no limit.

describe.each(testDialects())('group capacity on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const { as } = useSignedIn(t, ['owner', 'manager', 'teacher']);

  it('the demo student groups have room for a set number of students; lead and client groups have none', async () => {
    const groups = (await as('owner').get('/groups/getall')).body as {
      id: number;
      entity_type: string;
      capacity: number | null;
    }[];
    const hipHop = groups.find((group) => group.id === ids.groups.hipHop);
    expect(hipHop?.capacity).toBe(12);
    for (const group of groups) {
      if (group.entity_type === 'student') expect(group.capacity).toBeGreaterThan(0);
      else expect(group.capacity).toBeNull();
    }
  });

  it('is given on create, changed and cleared on update, and stored as sent', async () => {
    const created = await as('manager').post('/groups/create', {
      name: 'Вог 12+',
      entity_type: 'student',
      capacity: '14',
    });
    expect([created.status, created.body.capacity]).toEqual([201, 14]);
    const id = created.body.id as number;
    const bigger = await as('owner').patch(`/groups/update/${id}`, { capacity: GROUP_CAPACITY_MAX });
    expect([bigger.status, bigger.body.capacity]).toEqual([200, GROUP_CAPACITY_MAX]);
    // Renaming alone leaves the capacity as it is.
    const renamed = await as('owner').patch(`/groups/update/${id}`, { name: 'Вог 13+' });
    expect(renamed.body.capacity).toBe(GROUP_CAPACITY_MAX);
    const cleared = await as('owner').patch(`/groups/update/${id}`, { capacity: null });
    expect([cleared.status, cleared.body.capacity]).toEqual([200, null]);
    expect((await storedGroup(t.db, id))?.capacity).toBeNull();
    const untold = await as('owner').post('/groups/create', { name: 'Брейк', entity_type: 'student' });
    expect(untold.body.capacity).toBeNull();
  });

  it('refuses a capacity that is not a whole number from 1 to 500, naming the field, and changes nothing', async () => {
    const before = await storedGroup(t.db, ids.groups.jazzFunk);
    for (const [capacity, message] of [
      [0, 'Поле «Вместимость»: от 1 до 500 учеников'],
      [501, 'Поле «Вместимость»: от 1 до 500 учеников'],
      [-3, 'Поле «Вместимость»: от 1 до 500 учеников'],
      [2.5, 'Поле «Вместимость» должно быть целым числом'],
      ['много', 'Поле «Вместимость» должно быть целым числом'],
      [true, 'Поле «Вместимость» должно быть целым числом'],
    ] as const) {
      const response = await as('owner').patch(`/groups/update/${ids.groups.jazzFunk}`, { capacity });
      expect([response.status, response.body], String(capacity)).toEqual([400, { message }]);
    }
    expect(await storedGroup(t.db, ids.groups.jazzFunk)).toEqual(before);
  });

  it('belongs to student groups only: a lead or client group refuses one and may clear it', async () => {
    const lead = await as('owner').post('/groups/create', {
      name: 'Позвонить в мае',
      entity_type: 'lead',
      capacity: 10,
    });
    expect([lead.status, lead.body]).toEqual([400, { message: serverErrors.capacityOfStudentGroup }]);
    const client = await as('owner').patch(`/groups/update/${ids.groups.youngerParents}`, { capacity: 10 });
    expect([client.status, client.body]).toEqual([400, { message: serverErrors.capacityOfStudentGroup }]);
    const cleared = await as('owner').patch(`/groups/update/${ids.groups.youngerParents}`, {
      capacity: null,
    });
    expect([cleared.status, cleared.body.capacity]).toEqual([200, null]);
  });

  it('is changed only by those who edit groups', async () => {
    const response = await as('teacher').patch(`/groups/update/${ids.groups.hipHop}`, { capacity: 30 });
    expect(response.status).toBe(403);
    expect((await storedGroup(t.db, ids.groups.hipHop))?.capacity).toBe(12);
  });
});
