import { expect } from 'vitest';
import {
  apiPath,
  DEFAULT_TIME_ZONE,
  serverErrors,
  sourceWriteSchema,
  statusCreateSchema,
  statusesFilterSchema,
  statusUpdateSchema,
} from '@/contract';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaSources, graciaStatuses, salsaSources, salsaStatuses } from './people-seed-data';
import { loginAs } from './sign-in';

const statusesWhere = apiPath('statusesWhere');
const leadStatuses = graciaStatuses.filter((status) => status.type === 'lead');
const studentStatuses = graciaStatuses.filter((status) => status.type === 'student');

export const dictionaryCases: ContractCases = {
  'everyone who works with people reads the statuses by id, all or of one type': async (api) => {
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await api.request('POST', statusesWhere, {}), 200, graciaStatuses);
      expectAnswer(await api.request('POST', statusesWhere), 200, graciaStatuses);
      expectAnswer(await api.request('POST', statusesWhere, { type: 'lead' }), 200, leadStatuses);
      expectAnswer(
        await api.request('POST', statusesWhere, { type: 'student', school_id: '1' }),
        200,
        studentStatuses,
      );
      expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, graciaStatuses);
      expectAnswer(await api.request('GET', apiPath('status', { id: 5 })), 200, {
        id: 5,
        name: 'Активный',
        type: 'student',
        color: 'green',
        school_id: 1,
      });
    }
  },

  'the owner and managers read the sources by id': async (api) => {
    for (const user of [graciaOwner, seededUserWithRole('manager')]) {
      await loginAs(api, user);
      expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, graciaSources);
    }
  },

  'every school has dictionaries of its own, seeded at registration': async (api) => {
    await loginAs(api, salsaOwner);
    expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, salsaStatuses);
    expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, salsaSources);

    const registration = {
      school: { name: 'Студия «Пульс»' },
      account: { email: 'owner@puls-dance.ru', password: 'puls-2026!' },
      profile: { full_name: 'Ахметова Гульнара Ринатовна' },
    };
    expectAnswer(await api.request('POST', apiPath('register'), registration), 201, {
      school: { id: 3, Name: 'Студия «Пульс»', City: '', Email: '', Phone: '', TimeZone: DEFAULT_TIME_ZONE },
      user: { id: 9, email: 'owner@puls-dance.ru' },
    });
    expectAnswer(await api.login('owner@puls-dance.ru', 'puls-2026!'), 200, expect.anything());
    const statuses = graciaStatuses.map((status) => ({ ...status, id: status.id + 12, school_id: 3 }));
    const sources = graciaSources.map((source) => ({ ...source, id: source.id + 18, school_id: 3 }));
    expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, statuses);
    expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, sources);
  },

  'a new status is blue unless coloured; it can be renamed and recoloured': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const thinking = { id: 13, name: 'Думает', type: 'lead', color: 'blue', school_id: 1 };
    expectAnswer(
      await api.request('POST', apiPath('statusCreate'), { name: '  Думает ', type: 'lead' }),
      201,
      thinking,
    );
    const frozen = { id: 14, name: 'Заморожен', type: 'student', color: '#0ea5e9', school_id: 1 };
    expectAnswer(
      await api.request('POST', apiPath('statusCreate'), {
        name: 'Заморожен',
        type: 'student',
        color: '#0ea5e9',
      }),
      201,
      frozen,
    );
    const renamed = { ...thinking, name: 'Думает о покупке', color: 'red' };
    expectAnswer(
      await api.request('PATCH', apiPath('statusUpdate', { id: 13 }), {
        name: 'Думает о покупке',
        color: 'red',
      }),
      200,
      renamed,
    );
    expectAnswer(await api.request('POST', statusesWhere, { type: 'lead' }), 200, [...leadStatuses, renamed]);
    expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, [...graciaStatuses, renamed, frozen]);
  },

  'a status in use can be renamed but not deleted; an unused one goes': async (api) => {
    await loginAs(api, graciaOwner);

    // The demo leads use every lead status and the demo students both student statuses.
    for (const { id } of graciaStatuses) {
      const answer = await api.request('DELETE', apiPath('statusDelete', { id }));
      expectError(answer, 409, serverErrors.statusInUse);
    }
    expectAnswer(await api.request('PATCH', apiPath('statusUpdate', { id: 6 }), { name: 'Ушёл' }), 200, {
      ...graciaStatuses[5],
      name: 'Ушёл',
    });
    await api.request('POST', apiPath('statusCreate'), { name: 'Лишний', type: 'student' });
    expectAnswer(await api.request('DELETE', apiPath('statusDelete', { id: 13 })), 200, { id: 13 });
    expectError(await api.request('GET', apiPath('status', { id: 13 })), 404, serverErrors.notFound);
  },

  'a new source can be renamed; a source in use cannot be deleted, an unused one can': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const signboard = { id: 19, name: 'Вывеска', school_id: 1 };
    expectAnswer(await api.request('POST', apiPath('sourceCreate'), { name: ' Вывеска ' }), 201, signboard);
    expectAnswer(
      await api.request('PATCH', apiPath('sourceUpdate', { id: 19 }), { name: 'Вывеска у входа' }),
      200,
      { ...signboard, name: 'Вывеска у входа' },
    );
    expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, [
      ...graciaSources,
      { ...signboard, name: 'Вывеска у входа' },
    ]);

    // Demo leads came from Instagram (1); none from «Другое» (9).
    expectError(
      await api.request('DELETE', apiPath('sourceDelete', { id: 1 })),
      409,
      serverErrors.sourceInUse,
    );
    expectAnswer(await api.request('DELETE', apiPath('sourceDelete', { id: 9 })), 200, { id: 9 });
    expectAnswer(await api.request('DELETE', apiPath('sourceDelete', { id: 19 })), 200, { id: 19 });
    expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, graciaSources.slice(0, 8));
  },

  'statuses and sources are checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    for (const body of [
      {},
      { name: '', type: 'lead' },
      { name: 'Думает', type: 'client' },
      { name: 'Думает', type: 'lead', color: 'purple' },
    ]) {
      expectError(
        await api.request('POST', apiPath('statusCreate'), body),
        400,
        validationMessage(statusCreateSchema, body),
      );
    }
    for (const body of [{ name: ' ' }, { color: '#12345' }]) {
      expectError(
        await api.request('PATCH', apiPath('statusUpdate', { id: 1 }), body),
        400,
        validationMessage(statusUpdateSchema, body),
      );
    }
    expectError(
      await api.request('PATCH', apiPath('statusUpdate', { id: 1 }), {}),
      400,
      serverErrors.nothingToUpdate,
    );
    expectError(
      await api.request('POST', statusesWhere, { type: 'client' }),
      400,
      validationMessage(statusesFilterSchema, { type: 'client' }),
    );
    for (const body of [{}, { name: '' }, { name: 'И'.repeat(61) }]) {
      expectError(
        await api.request('POST', apiPath('sourceCreate'), body),
        400,
        validationMessage(sourceWriteSchema, body),
      );
      expectError(
        await api.request('PATCH', apiPath('sourceUpdate', { id: 2 }), body),
        400,
        Object.keys(body).length === 0
          ? serverErrors.nothingToUpdate
          : validationMessage(sourceWriteSchema, body),
      );
    }
    expectError(
      await api.request('POST', apiPath('statusCreate'), { type: 'lead' }),
      400,
      'Поле «Название статуса» должно быть строкой',
    );
  },
};
