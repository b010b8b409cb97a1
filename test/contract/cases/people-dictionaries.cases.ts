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
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { byName, graciaSources, graciaStatuses, salsaSources, salsaStatuses } from './people-seed-data';
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
        await api.request('POST', statusesWhere, { type: 'student', school_id: String(GRACIA_ID) }),
        200,
        studentStatuses,
      );
      expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, graciaStatuses);
      const { id } = byName(graciaStatuses, 'Активный');
      expectAnswer(await api.request('GET', apiPath('status', { id })), 200, {
        id,
        name: 'Активный',
        type: 'student',
        color: 'green',
        school_id: GRACIA_ID,
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
    const registered = await api.request('POST', apiPath('register'), registration);
    expectAnswer(registered, 201, {
      school: {
        id: expect.any(Number),
        Name: 'Студия «Пульс»',
        City: '',
        Email: '',
        Phone: '',
        TimeZone: DEFAULT_TIME_ZONE,
      },
      user: { id: expect.any(Number), email: 'owner@puls-dance.ru' },
    });
    const schoolId = (registered.body as { school: { id: number } }).school.id;
    expectAnswer(await api.login('owner@puls-dance.ru', 'puls-2026!'), 200, expect.anything());
    // The same dictionaries in the same order, as rows of its own.
    const statuses = await api.request('GET', apiPath('statusesAll'));
    expectAnswer(
      statuses,
      200,
      graciaStatuses.map((status) => ({ ...status, id: expect.any(Number), school_id: schoolId })),
    );
    const sources = await api.request('GET', apiPath('sourcesAll'));
    expectAnswer(
      sources,
      200,
      graciaSources.map((source) => ({ ...source, id: expect.any(Number), school_id: schoolId })),
    );
    const seeded = [
      { answer: statuses, rows: [...graciaStatuses, ...salsaStatuses] },
      { answer: sources, rows: [...graciaSources, ...salsaSources] },
    ];
    for (const { answer, rows } of seeded) {
      const seededIds = rows.map(({ id }) => id);
      const ids = (answer.body as { id: number }[]).map(({ id }) => id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids.filter((id) => seededIds.includes(id))).toEqual([]);
    }
  },

  'a new status is blue unless coloured; it can be renamed and recoloured': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const thinking = { name: 'Думает', type: 'lead', color: 'blue', school_id: GRACIA_ID };
    const thinkingAnswer = await api.request('POST', apiPath('statusCreate'), {
      name: '  Думает ',
      type: 'lead',
    });
    expectAnswer(thinkingAnswer, 201, { id: expect.any(Number), ...thinking });
    const thinkingId = createdId(thinkingAnswer);
    const frozen = { name: 'Заморожен', type: 'student', color: '#0ea5e9', school_id: GRACIA_ID };
    const frozenAnswer = await api.request('POST', apiPath('statusCreate'), {
      name: 'Заморожен',
      type: 'student',
      color: '#0ea5e9',
    });
    expectAnswer(frozenAnswer, 201, { id: expect.any(Number), ...frozen });
    const frozenId = createdId(frozenAnswer);
    const renamed = { id: thinkingId, ...thinking, name: 'Думает о покупке', color: 'red' };
    expectAnswer(
      await api.request('PATCH', apiPath('statusUpdate', { id: thinkingId }), {
        name: 'Думает о покупке',
        color: 'red',
      }),
      200,
      renamed,
    );
    expectAnswer(await api.request('POST', statusesWhere, { type: 'lead' }), 200, [...leadStatuses, renamed]);
    expectAnswer(await api.request('GET', apiPath('statusesAll')), 200, [
      ...graciaStatuses,
      renamed,
      { id: frozenId, ...frozen },
    ]);
  },

  'a status in use can be renamed but not deleted; an unused one goes': async (api) => {
    await loginAs(api, graciaOwner);

    // The demo leads use every lead status and the demo students both student statuses.
    for (const { id } of graciaStatuses) {
      const answer = await api.request('DELETE', apiPath('statusDelete', { id }));
      expectError(answer, 409, serverErrors.statusInUse);
    }
    const archived = byName(graciaStatuses, 'Архивный');
    expectAnswer(
      await api.request('PATCH', apiPath('statusUpdate', { id: archived.id }), { name: 'Ушёл' }),
      200,
      { ...archived, name: 'Ушёл' },
    );
    const id = createdId(
      await api.request('POST', apiPath('statusCreate'), { name: 'Лишний', type: 'student' }),
    );
    expectAnswer(await api.request('DELETE', apiPath('statusDelete', { id })), 200, { id });
    expectError(await api.request('GET', apiPath('status', { id })), 404, serverErrors.notFound);
  },

  'a new source can be renamed; a source in use cannot be deleted, an unused one can': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const created = await api.request('POST', apiPath('sourceCreate'), { name: ' Вывеска ' });
    expectAnswer(created, 201, { id: expect.any(Number), name: 'Вывеска', school_id: GRACIA_ID });
    const signboard = { id: createdId(created), name: 'Вывеска', school_id: GRACIA_ID };
    expectAnswer(
      await api.request('PATCH', apiPath('sourceUpdate', { id: signboard.id }), { name: 'Вывеска у входа' }),
      200,
      { ...signboard, name: 'Вывеска у входа' },
    );
    expectAnswer(await api.request('GET', apiPath('sourcesAll')), 200, [
      ...graciaSources,
      { ...signboard, name: 'Вывеска у входа' },
    ]);

    // Demo leads came from Instagram; none from «Другое».
    const instagram = byName(graciaSources, 'Instagram');
    const other = byName(graciaSources, 'Другое');
    expectError(
      await api.request('DELETE', apiPath('sourceDelete', { id: instagram.id })),
      409,
      serverErrors.sourceInUse,
    );
    expectAnswer(await api.request('DELETE', apiPath('sourceDelete', { id: other.id })), 200, {
      id: other.id,
    });
    expectAnswer(await api.request('DELETE', apiPath('sourceDelete', { id: signboard.id })), 200, {
      id: signboard.id,
    });
    expectAnswer(
      await api.request('GET', apiPath('sourcesAll')),
      200,
      graciaSources.filter((source) => source !== other),
    );
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
    const { id } = byName(graciaStatuses, 'Новый');
    for (const body of [{ name: ' ' }, { color: '#12345' }]) {
      expectError(
        await api.request('PATCH', apiPath('statusUpdate', { id }), body),
        400,
        validationMessage(statusUpdateSchema, body),
      );
    }
    expectError(
      await api.request('PATCH', apiPath('statusUpdate', { id }), {}),
      400,
      serverErrors.nothingToUpdate,
    );
    expectError(
      await api.request('POST', statusesWhere, { type: 'client' }),
      400,
      validationMessage(statusesFilterSchema, { type: 'client' }),
    );
    const vk = byName(graciaSources, 'ВКонтакте');
    for (const body of [{}, { name: '' }, { name: 'И'.repeat(61) }]) {
      expectError(
        await api.request('POST', apiPath('sourceCreate'), body),
        400,
        validationMessage(sourceWriteSchema, body),
      );
      expectError(
        await api.request('PATCH', apiPath('sourceUpdate', { id: vk.id }), body),
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
