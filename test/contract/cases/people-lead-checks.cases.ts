import { expect } from 'vitest';
import { apiPath, leadCreateSchema, leadUpdateSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  byName,
  graciaGroups,
  graciaLeads,
  graciaStatuses,
  groupRef,
  inIdOrder,
  newestFirst,
  salsaSources,
  salsaStatuses,
} from './people-seed-data';
import { loginAs } from './sign-in';

const listLeads = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('leadsWhere'), filter);
const createLead = (api: ApiClient, body: unknown) => api.request('POST', apiPath('leadCreate'), body);
const updateLead = (api: ApiClient, id: number, body: unknown) =>
  api.request('PATCH', apiPath('leadUpdate', { id }), body);

const manager = seededUserWithRole('manager');
/** The first demo lead, in «Пробное в субботу»: the one the cases edit. */
const lead = byName(graciaLeads, 'Амира Васильева');
const unknownGroup = Math.max(...graciaGroups.map(({ id }) => id)) + 1000;

export const leadCheckCases: ContractCases = {
  'group_id puts a lead into one group, groups replaces the set, null or [] takes it out': async (api) => {
    await loginAs(api, graciaOwner);

    const trial = groupRef('Пробное в субботу');
    const callBack = groupRef('Перезвонить');
    expect(lead.groups).toEqual([trial]);
    expectAnswer(await updateLead(api, lead.id, { group_id: callBack.id }), 200, {
      ...lead,
      group_id: callBack.id,
      groups: [callBack],
    });
    const both = inIdOrder([trial, callBack]);
    expectAnswer(
      await updateLead(api, lead.id, { groups: [callBack.id, String(trial.id), callBack.id] }),
      200,
      { ...lead, group_id: both[0]?.id, groups: both },
    );
    expectAnswer(await updateLead(api, lead.id, { group_id: null }), 200, {
      ...lead,
      group_id: null,
      groups: [],
    });
    expectAnswer(await updateLead(api, lead.id, { groups: [trial.id] }), 200, lead);
    expectAnswer(await updateLead(api, lead.id, { groups: [] }), 200, {
      ...lead,
      group_id: null,
      groups: [],
    });
  },

  'groups of another table, of another school or unknown are refused, as are both fields at once': async (
    api,
  ) => {
    await loginAs(api, salsaOwner);
    const otherSchoolGroup = createdId(
      await api.request('POST', apiPath('groupCreate'), { name: 'Пробное', entity_type: 'lead' }),
    );
    await loginAs(api, graciaOwner);

    const trial = byName(graciaGroups, 'Пробное в субботу').id;
    const callBack = byName(graciaGroups, 'Перезвонить').id;
    const hipHop = byName(graciaGroups, 'Хип-хоп 7–10 лет').id;
    const parents = byName(graciaGroups, 'Родители младших групп').id;
    expectError(await updateLead(api, lead.id, { group_id: hipHop }), 400, serverErrors.groupTypeMismatch);
    expectError(await createLead(api, { groups: [trial, parents] }), 400, serverErrors.groupTypeMismatch);
    expectError(
      await updateLead(api, lead.id, { group_id: otherSchoolGroup }),
      400,
      serverErrors.unknownGroup,
    );
    expectError(await createLead(api, { groups: [unknownGroup] }), 400, serverErrors.unknownGroup);
    expectError(
      await updateLead(api, lead.id, { group_id: callBack, groups: [callBack] }),
      400,
      serverErrors.groupFieldsTogether,
    );
    expectError(await createLead(api, { group_id: null, groups: [] }), 400, serverErrors.groupFieldsTogether);
    expectAnswer(await listLeads(api), 200, newestFirst(graciaLeads));
  },

  'sources and statuses must be the school’s own, and a lead status': async (api) => {
    await loginAs(api, graciaOwner);

    // The other school's dictionaries, numbers past every seeded one, and the student statuses.
    const unknownSource = Math.max(...salsaSources.map(({ id }) => id)) + 1000;
    const unknownStatus = Math.max(...salsaStatuses.map(({ id }) => id)) + 1000;
    const otherSource = byName(salsaSources, 'Instagram').id;
    const otherStatus = byName(salsaStatuses, 'Новый').id;
    const active = byName(graciaStatuses, 'Активный').id;
    const archived = byName(graciaStatuses, 'Архивный').id;
    expectError(await createLead(api, { source_id: otherSource }), 400, serverErrors.unknownSource);
    expectError(
      await updateLead(api, lead.id, { source_id: unknownSource }),
      400,
      serverErrors.unknownSource,
    );
    expectError(await createLead(api, { status_id: otherStatus }), 400, serverErrors.unknownStatus);
    expectError(
      await updateLead(api, lead.id, { status_id: unknownStatus }),
      400,
      serverErrors.unknownStatus,
    );
    expectError(await createLead(api, { status_id: active }), 400, serverErrors.statusTypeMismatch);
    expectError(
      await updateLead(api, lead.id, { status_id: archived }),
      400,
      serverErrors.statusTypeMismatch,
    );
    expectAnswer(await listLeads(api), 200, newestFirst(graciaLeads));
  },

  'leads are checked field by field': async (api) => {
    await loginAs(api, manager);

    const invalidNew = [
      { phone: '123' },
      { trial_date: '2026-02-30' },
      { trial_date: '07.03.2026' },
      { source_id: 'first' },
      { status_id: 0 },
      { groups: '1' },
      { group_id: 1.5 },
      { qualification: 'к'.repeat(2001) },
      { name: 7 },
    ];
    for (const body of invalidNew) {
      expectError(await createLead(api, body), 400, validationMessage(leadCreateSchema, body));
    }
    for (const body of [{ name: '  ' }, { phone: '+1 555 0100' }, { status_id: null }]) {
      expectError(await updateLead(api, lead.id, body), 400, validationMessage(leadUpdateSchema, body));
    }
    expectError(await updateLead(api, lead.id, {}), 400, serverErrors.nothingToUpdate);
    expectError(await listLeads(api, { school_id: 'one' }), 400, 'Некорректный идентификатор');
  },

  'a change of read-only fields only answers the lead as it is; an unknown field is refused': async (api) => {
    await loginAs(api, graciaOwner);

    const readOnly = {
      id: lead.id + 1000,
      created_at: '2020-01-01T00:00:00.000Z',
      status_name: 'Другой',
      created_by: 'Кто-то',
    };
    expectAnswer(await updateLead(api, lead.id, readOnly), 200, lead);
    // Read-only fields beside a real change are dropped; the change is made.
    expectAnswer(await updateLead(api, lead.id, { ...readOnly, qualification: 'Балет, 3 года' }), 200, {
      ...lead,
      qualification: 'Балет, 3 года',
    });
    expectError(
      await updateLead(api, lead.id, { name: 'Анна', colour: 'red' }),
      400,
      serverErrors.unknownField('colour'),
    );
  },

  'a phone that is not a Russian number is refused, and the stored one stays': async (api) => {
    await loginAs(api, graciaOwner);
    const message = 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00';

    for (const phone of ['нет телефона', '+7 (900) 123-45-6', '📞', 'x'.repeat(10_000)]) {
      expectError(await updateLead(api, lead.id, { phone }), 400, message);
    }
    expectError(await createLead(api, { phone: 'не знаю' }), 400, message);
    expectAnswer(await updateLead(api, lead.id, { name: lead.name }), 200, lead);
    // Only an explicit empty string clears it.
    expectAnswer(await updateLead(api, lead.id, { phone: '' }), 200, { ...lead, phone: '' });
  },
};
