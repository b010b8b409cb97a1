import { expect } from 'vitest';
import { apiPath, groupCreateSchema, groupsFilterSchema, groupUpdateSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, SALSA_ID, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  byName,
  graciaClients,
  graciaGroups,
  graciaLeads,
  newestFirst,
  nextGroupColour,
} from './people-seed-data';
import { loginAs } from './sign-in';

const groupsWhere = (api: ApiClient, filter?: unknown) => api.request('POST', apiPath('groupsWhere'), filter);
const createGroup = (api: ApiClient, body: unknown) => api.request('POST', apiPath('groupCreate'), body);

export const groupCases: ContractCases = {
  "everyone who works with people reads the school's groups by id, all or of one table": async (api) => {
    const hipHop = byName(graciaGroups, 'Хип-хоп 7–10 лет');
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await groupsWhere(api, {}), 200, graciaGroups);
      expectAnswer(await groupsWhere(api), 200, graciaGroups);
      expectAnswer(
        await groupsWhere(api, { entity_type: 'student', school_id: GRACIA_ID }),
        200,
        graciaGroups.filter((group) => group.entity_type === 'student'),
      );
      expectAnswer(await api.request('GET', apiPath('groupsAll')), 200, graciaGroups);
      expectAnswer(await api.request('GET', apiPath('group', { id: String(hipHop.id) })), 200, {
        id: hipHop.id,
        name: 'Хип-хоп 7–10 лет',
        entity_type: 'student',
        school_id: GRACIA_ID,
        color: nextGroupColour(graciaGroups.indexOf(hipHop)),
        charge_absence: true,
        capacity: 12,
        open_for_trials: true,
      });
    }
  },

  'a new group takes the next colour of the palette unless it is given one': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    // The demo school has its seeded groups: the next takes the palette's colour after them, in turn.
    const first = await createGroup(api, { name: ' Перезвонить в марте ', entity_type: 'lead' });
    expectAnswer(first, 201, {
      id: expect.any(Number),
      name: 'Перезвонить в марте',
      entity_type: 'lead',
      school_id: GRACIA_ID,
      color: nextGroupColour(graciaGroups.length),
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });
    const second = await createGroup(api, {
      name: 'Вог',
      entity_type: 'student',
      color: 'red',
      school_id: GRACIA_ID,
    });
    expectAnswer(second, 201, {
      id: expect.any(Number),
      name: 'Вог',
      entity_type: 'student',
      school_id: GRACIA_ID,
      color: 'red',
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });
    const third = await createGroup(api, { name: 'Бабушки', entity_type: 'client' });
    expectAnswer(third, 201, {
      id: expect.any(Number),
      name: 'Бабушки',
      entity_type: 'client',
      school_id: GRACIA_ID,
      color: nextGroupColour(graciaGroups.length + 2),
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });

    const ids = [first, second, third].map(createdId);
    expect(new Set(ids).size).toBe(3);

    // The other school has no groups yet: its first takes the palette's first colour.
    await loginAs(api, salsaOwner);
    const salsa = {
      name: 'Сальса',
      entity_type: 'student',
      school_id: SALSA_ID,
      color: nextGroupColour(0),
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    };
    const salsaAnswer = await createGroup(api, { name: 'Сальса', entity_type: 'student' });
    expectAnswer(salsaAnswer, 201, { id: expect.any(Number), ...salsa });
    expect(ids).not.toContain(createdId(salsaAnswer));
    expectAnswer(await groupsWhere(api, {}), 200, [{ id: createdId(salsaAnswer), ...salsa }]);
  },

  'a group is renamed and recoloured': async (api) => {
    await loginAs(api, graciaOwner);

    const callBack = byName(graciaGroups, 'Перезвонить');
    const renamed = { ...callBack, name: 'Перезвонить вечером', color: '#10B981' };
    expectAnswer(
      await api.request('PATCH', apiPath('groupUpdate', { id: callBack.id }), {
        name: 'Перезвонить вечером',
        color: '#10B981',
        charge_absence: true,
        capacity: null,
      }),
      200,
      renamed,
    );
    expectAnswer(await api.request('GET', apiPath('group', { id: callBack.id })), 200, renamed);
    // Its members carry the new name.
    expectAnswer(
      await api.request('POST', apiPath('leadsWhere'), {}),
      200,
      newestFirst(graciaLeads).map((row) =>
        row.group_id === callBack.id
          ? { ...row, groups: [{ id: callBack.id, name: 'Перезвонить вечером' }] }
          : row,
      ),
    );
  },

  'deleting a group takes its members out of it and keeps them': async (api) => {
    await loginAs(api, graciaOwner);

    const trial = byName(graciaGroups, 'Пробное в субботу');
    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: trial.id })), 200, {
      id: trial.id,
    });
    expectError(await api.request('GET', apiPath('group', { id: trial.id })), 404, serverErrors.notFound);
    expectAnswer(
      await api.request('POST', apiPath('leadsWhere'), {}),
      200,
      newestFirst(graciaLeads).map((lead) =>
        lead.group_id === trial.id ? { ...lead, group_id: null, groups: [] } : lead,
      ),
    );

    const parents = byName(graciaGroups, 'Родители младших групп');
    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: parents.id })), 200, {
      id: parents.id,
    });
    // A parent whose only group it was.
    const parent = byName(graciaClients, 'Петров Даниил Ильдарович');
    expect(parent.groups).toEqual([{ id: parents.id, name: parents.name }]);
    expectAnswer(await api.request('GET', apiPath('client', { id: parent.id })), 200, {
      ...parent,
      group_id: null,
      groups: [],
    });
  },

  'a student group the timetable or a lesson uses cannot be deleted; once unused it can': async (api) => {
    await loginAs(api, graciaOwner);

    const vogue = createdId(await createGroup(api, { name: 'Вог', entity_type: 'student' }));
    const heels = createdId(await createGroup(api, { name: 'Хилс', entity_type: 'student' }));
    const entry = { group_id: vogue, weekday: 3, start_time: '19:00', duration_minutes: 60 };
    expect((await api.request('POST', apiPath('scheduleCreate'), entry)).status).toBe(201);
    const lesson = { group_id: heels, lesson_date: '2026-03-05', start_time: '20:00', duration_minutes: 60 };
    const created = await api.request('POST', apiPath('lessonCreate'), lesson);
    expect(created.status).toBe(201);

    expectError(
      await api.request('DELETE', apiPath('groupDelete', { id: vogue })),
      409,
      serverErrors.groupInUse,
    );
    expectError(
      await api.request('DELETE', apiPath('groupDelete', { id: heels })),
      409,
      serverErrors.groupInUse,
    );
    const { id: lessonId } = created.body as { id: number };
    expect((await api.request('DELETE', apiPath('lessonDelete', { id: lessonId }))).status).toBe(200);
    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: heels })), 200, { id: heels });
    expectAnswer(await api.request('GET', apiPath('group', { id: vogue })), 200, {
      id: vogue,
      name: 'Вог',
      entity_type: 'student',
      school_id: GRACIA_ID,
      color: nextGroupColour(graciaGroups.length),
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });
  },

  'groups are checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalidNew = [
      {},
      // An empty name is fine (the group is named «Новая группа …»); a name that is not text is not.
      { name: null, entity_type: 'lead' },
      { name: 'Вог', entity_type: 'teacher' },
      { name: 'Вог', entity_type: 'student', color: 'purple' },
      { name: 'В'.repeat(101), entity_type: 'student' },
    ];
    for (const body of invalidNew) {
      expectError(await createGroup(api, body), 400, validationMessage(groupCreateSchema, body));
    }
    const { id } = byName(graciaGroups, 'Пробное в субботу');
    for (const body of [{ name: '  ' }, { color: 'blue ' }]) {
      expectError(
        await api.request('PATCH', apiPath('groupUpdate', { id }), body),
        400,
        validationMessage(groupUpdateSchema, body),
      );
    }
    expectError(
      await api.request('PATCH', apiPath('groupUpdate', { id }), {}),
      400,
      serverErrors.nothingToUpdate,
    );
    expectError(
      await groupsWhere(api, { entity_type: 'teacher' }),
      400,
      'Тип группы: lead, student или client',
    );
    expectError(
      await groupsWhere(api, { school_id: 'one' }),
      400,
      validationMessage(groupsFilterSchema, { school_id: 'one' }),
    );
  },
};
