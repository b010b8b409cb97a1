import { apiPath, leadCreateSchema, leadUpdateSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaLeads, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const listLeads = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('leadsWhere'), filter);
const createLead = (api: ApiClient, body: unknown) => api.request('POST', apiPath('leadCreate'), body);
const updateLead = (api: ApiClient, id: number, body: unknown) =>
  api.request('PATCH', apiPath('leadUpdate', { id }), body);

const manager = seededUserWithRole('manager');

export const leadCheckCases: ContractCases = {
  'group_id puts a lead into one group, groups replaces the set, null or [] takes it out': async (api) => {
    await loginAs(api, graciaOwner);

    const lead = seeded(graciaLeads, 1);
    const trial = { id: 1, name: 'Пробное в субботу' };
    const callBack = { id: 2, name: 'Перезвонить' };
    expectAnswer(await updateLead(api, 1, { group_id: 2 }), 200, {
      ...lead,
      group_id: 2,
      groups: [callBack],
    });
    expectAnswer(await updateLead(api, 1, { groups: [2, '1', 2] }), 200, {
      ...lead,
      group_id: 1,
      groups: [trial, callBack],
    });
    expectAnswer(await updateLead(api, 1, { group_id: null }), 200, { ...lead, group_id: null, groups: [] });
    expectAnswer(await updateLead(api, 1, { groups: [1] }), 200, lead);
    expectAnswer(await updateLead(api, 1, { groups: [] }), 200, { ...lead, group_id: null, groups: [] });
  },

  'groups of another table, of another school or unknown are refused, as are both fields at once': async (
    api,
  ) => {
    await loginAs(api, salsaOwner);
    await api.request('POST', apiPath('groupCreate'), { name: 'Пробное', entity_type: 'lead' });
    await loginAs(api, graciaOwner);

    expectError(await updateLead(api, 1, { group_id: 3 }), 400, serverErrors.groupTypeMismatch);
    expectError(await createLead(api, { groups: [1, 8] }), 400, serverErrors.groupTypeMismatch);
    expectError(await updateLead(api, 1, { group_id: 10 }), 400, serverErrors.unknownGroup);
    expectError(await createLead(api, { groups: [999] }), 400, serverErrors.unknownGroup);
    expectError(
      await updateLead(api, 1, { group_id: 2, groups: [2] }),
      400,
      serverErrors.groupFieldsTogether,
    );
    expectError(await createLead(api, { group_id: null, groups: [] }), 400, serverErrors.groupFieldsTogether);
    expectAnswer(await listLeads(api), 200, newestFirst(graciaLeads));
  },

  'sources and statuses must be the school’s own, and a lead status': async (api) => {
    await loginAs(api, graciaOwner);

    expectError(await createLead(api, { source_id: 10 }), 400, serverErrors.unknownSource);
    expectError(await updateLead(api, 1, { source_id: 999 }), 400, serverErrors.unknownSource);
    expectError(await createLead(api, { status_id: 7 }), 400, serverErrors.unknownStatus);
    expectError(await updateLead(api, 1, { status_id: 999 }), 400, serverErrors.unknownStatus);
    expectError(await createLead(api, { status_id: 5 }), 400, serverErrors.statusTypeMismatch);
    expectError(await updateLead(api, 1, { status_id: 6 }), 400, serverErrors.statusTypeMismatch);
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
      expectError(await updateLead(api, 1, body), 400, validationMessage(leadUpdateSchema, body));
    }
    expectError(await updateLead(api, 1, {}), 400, serverErrors.nothingToUpdate);
    expectError(await listLeads(api, { school_id: 'one' }), 400, 'Некорректный идентификатор');
  },

  'a change of read-only fields only answers the lead as it is; an unknown field is refused': async (api) => {
    await loginAs(api, graciaOwner);
    const lead = seeded(graciaLeads, 1);

    const readOnly = {
      id: 99,
      created_at: '2020-01-01T00:00:00.000Z',
      status_name: 'Другой',
      created_by: 'Кто-то',
    };
    expectAnswer(await updateLead(api, 1, readOnly), 200, lead);
    // Read-only fields beside a real change are dropped; the change is made.
    expectAnswer(await updateLead(api, 1, { ...readOnly, qualification: 'Балет, 3 года' }), 200, {
      ...lead,
      qualification: 'Балет, 3 года',
    });
    expectError(
      await updateLead(api, 1, { name: 'Анна', colour: 'red' }),
      400,
      serverErrors.unknownField('colour'),
    );
  },

  'a phone that is not a Russian number is refused, and the stored one stays': async (api) => {
    await loginAs(api, graciaOwner);
    const lead = seeded(graciaLeads, 1);
    const message = 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00';

    for (const phone of ['нет телефона', '+7 (900) 123-45-6', '📞', 'x'.repeat(10_000)]) {
      expectError(await updateLead(api, 1, { phone }), 400, message);
    }
    expectError(await createLead(api, { phone: 'не знаю' }), 400, message);
    expectAnswer(await updateLead(api, 1, { name: lead.name }), 200, lead);
    // Only an explicit empty string clears it.
    expectAnswer(await updateLead(api, 1, { phone: '' }), 200, { ...lead, phone: '' });
  },
};
