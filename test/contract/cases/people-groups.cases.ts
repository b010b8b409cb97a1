import { expect } from 'vitest';
import {
  apiPath,
  groupCreateSchema,
  groupPalette,
  groupsFilterSchema,
  groupUpdateSchema,
  serverErrors,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaClients, graciaGroups, graciaLeads, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const groupsWhere = (api: ApiClient, filter?: unknown) => api.request('POST', apiPath('groupsWhere'), filter);
const createGroup = (api: ApiClient, body: unknown) => api.request('POST', apiPath('groupCreate'), body);

export const groupCases: ContractCases = {
  "everyone who works with people reads the school's groups by id, all or of one table": async (api) => {
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await groupsWhere(api, {}), 200, graciaGroups);
      expectAnswer(await groupsWhere(api), 200, graciaGroups);
      expectAnswer(
        await groupsWhere(api, { entity_type: 'student', school_id: 1 }),
        200,
        graciaGroups.filter((group) => group.entity_type === 'student'),
      );
      expectAnswer(await api.request('GET', apiPath('groupsAll')), 200, graciaGroups);
      expectAnswer(await api.request('GET', apiPath('group', { id: '3' })), 200, {
        id: 3,
        name: 'Хип-хоп 7–10 лет',
        entity_type: 'student',
        school_id: 1,
        color: groupPalette[2],
        charge_absence: true,
        capacity: 12,
        open_for_trials: true,
      });
    }
  },

  'a new group takes the next colour of the palette unless it is given one': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    // School 1 has 9 groups: the tenth takes colour 9 % 8.
    expectAnswer(await createGroup(api, { name: ' Перезвонить в марте ', entity_type: 'lead' }), 201, {
      id: 10,
      name: 'Перезвонить в марте',
      entity_type: 'lead',
      school_id: 1,
      color: groupPalette[1],
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });
    expectAnswer(
      await createGroup(api, { name: 'Вог', entity_type: 'student', color: 'red', school_id: 1 }),
      201,
      {
        id: 11,
        name: 'Вог',
        entity_type: 'student',
        school_id: 1,
        color: 'red',
        charge_absence: true,
        capacity: null,
        open_for_trials: false,
      },
    );
    expectAnswer(await createGroup(api, { name: 'Бабушки', entity_type: 'client' }), 201, {
      id: 12,
      name: 'Бабушки',
      entity_type: 'client',
      school_id: 1,
      color: groupPalette[3],
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });

    await loginAs(api, salsaOwner);
    expectAnswer(await createGroup(api, { name: 'Сальса', entity_type: 'student' }), 201, {
      id: 13,
      name: 'Сальса',
      entity_type: 'student',
      school_id: 2,
      color: groupPalette[0],
      charge_absence: true,
      capacity: null,
      open_for_trials: false,
    });
    expectAnswer(await groupsWhere(api, {}), 200, [
      {
        id: 13,
        name: 'Сальса',
        entity_type: 'student',
        school_id: 2,
        color: groupPalette[0],
        charge_absence: true,
        capacity: null,
        open_for_trials: false,
      },
    ]);
  },

  'a group is renamed and recoloured': async (api) => {
    await loginAs(api, graciaOwner);

    const renamed = { ...seeded(graciaGroups, 2), name: 'Перезвонить вечером', color: '#10B981' };
    expectAnswer(
      await api.request('PATCH', apiPath('groupUpdate', { id: 2 }), {
        name: 'Перезвонить вечером',
        color: '#10B981',
        charge_absence: true,
        capacity: null,
      }),
      200,
      renamed,
    );
    expectAnswer(await api.request('GET', apiPath('group', { id: 2 })), 200, renamed);
    // Its members (leads 2 and 22) carry the new name.
    expectAnswer(
      await api.request('POST', apiPath('leadsWhere'), {}),
      200,
      newestFirst(graciaLeads).map((row) =>
        row.group_id === 2 ? { ...row, groups: [{ id: 2, name: 'Перезвонить вечером' }] } : row,
      ),
    );
  },

  'deleting a group takes its members out of it and keeps them': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: 1 })), 200, { id: 1 });
    expectError(await api.request('GET', apiPath('group', { id: 1 })), 404, serverErrors.notFound);
    expectAnswer(
      await api.request('POST', apiPath('leadsWhere'), {}),
      200,
      newestFirst(graciaLeads).map((lead) =>
        lead.group_id === 1 ? { ...lead, group_id: null, groups: [] } : lead,
      ),
    );

    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: 8 })), 200, { id: 8 });
    expectAnswer(await api.request('GET', apiPath('client', { id: 1 })), 200, {
      ...seeded(graciaClients, 1),
      group_id: null,
      groups: [],
    });
  },

  'a student group the timetable or a lesson uses cannot be deleted; once unused it can': async (api) => {
    await loginAs(api, graciaOwner);

    await createGroup(api, { name: 'Вог', entity_type: 'student' });
    await createGroup(api, { name: 'Хилс', entity_type: 'student' });
    const entry = { group_id: 10, weekday: 3, start_time: '19:00', duration_minutes: 60 };
    expect((await api.request('POST', apiPath('scheduleCreate'), entry)).status).toBe(201);
    const lesson = { group_id: 11, lesson_date: '2026-03-05', start_time: '20:00', duration_minutes: 60 };
    const created = await api.request('POST', apiPath('lessonCreate'), lesson);
    expect(created.status).toBe(201);

    expectError(
      await api.request('DELETE', apiPath('groupDelete', { id: 10 })),
      409,
      serverErrors.groupInUse,
    );
    expectError(
      await api.request('DELETE', apiPath('groupDelete', { id: 11 })),
      409,
      serverErrors.groupInUse,
    );
    const { id: lessonId } = created.body as { id: number };
    expect((await api.request('DELETE', apiPath('lessonDelete', { id: lessonId }))).status).toBe(200);
    expectAnswer(await api.request('DELETE', apiPath('groupDelete', { id: 11 })), 200, { id: 11 });
    expectAnswer(await api.request('GET', apiPath('group', { id: 10 })), 200, {
      id: 10,
      name: 'Вог',
      entity_type: 'student',
      school_id: 1,
      color: groupPalette[1],
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
    for (const body of [{ name: '  ' }, { color: 'blue ' }]) {
      expectError(
        await api.request('PATCH', apiPath('groupUpdate', { id: 1 }), body),
        400,
        validationMessage(groupUpdateSchema, body),
      );
    }
    expectError(
      await api.request('PATCH', apiPath('groupUpdate', { id: 1 }), {}),
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
