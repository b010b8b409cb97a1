import { expect } from 'vitest';
import { apiPath, LEAD_PLACEHOLDER_NAME, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { anInstant, graciaLeads, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const listLeads = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('leadsWhere'), filter);
const createLead = (api: ApiClient, body: unknown) => api.request('POST', apiPath('leadCreate'), body);
const updateLead = (api: ApiClient, id: number, body: unknown) =>
  api.request('PATCH', apiPath('leadUpdate', { id }), body);

const manager = seededUserWithRole('manager');

export const leadCases: ContractCases = {
  'the owner and managers list the demo leads, newest first': async (api) => {
    for (const user of [graciaOwner, manager]) {
      await loginAs(api, user);
      expectAnswer(await listLeads(api), 200, newestFirst(graciaLeads));
      expectAnswer(await listLeads(api, { school_id: '1' }), 200, newestFirst(graciaLeads));
    }
    expect(seeded(graciaLeads, 1)).toMatchObject({
      name: 'Амира Васильева',
      trial_date: '2026-03-04',
      created_at: '2026-02-04T09:00:00.000Z',
      source_name: '2ГИС',
      status_name: 'Записан на пробное',
      created_by: graciaOwner.profile.full_name,
      groups: [{ id: 1, name: 'Пробное в субботу' }],
    });
  },

  'the other school has no leads': async (api) => {
    await loginAs(api, salsaOwner);
    expectAnswer(await listLeads(api), 200, []);
  },

  'a blank lead gets the placeholder name, the first source and status, and its author': async (api) => {
    await loginAs(api, manager);

    const blank = {
      name: LEAD_PLACEHOLDER_NAME,
      phone: '',
      trial_date: null,
      qualification: '',
      created_at: anInstant,
      converted_to_client_at: null,
      source_id: 1,
      source_name: 'Instagram',
      status_id: 1,
      status_name: 'Новый',
      created_by: manager.profile.full_name,
      school_id: 1,
      group_id: null,
      groups: [],
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    const first = await createLead(api, {});
    expectAnswer(first, 201, { ...blank, id: expect.any(Number) });
    const second = await createLead(api, { name: '   ', school_id: 1 });
    expectAnswer(second, 201, { ...blank, id: expect.any(Number) });
    const ids = [first, second].map((answer) => (answer.body as { id: number }).id);
    expect(new Set(ids).size).toBe(2);
    const list = await listLeads(api);
    expectAnswer(list, 200, [
      { ...blank, id: ids[1] },
      { ...blank, id: ids[0] },
      ...newestFirst(graciaLeads),
    ]);
  },

  'a lead is stored as sent, with its phone masked and ids given as strings': async (api) => {
    await loginAs(api, graciaOwner);

    const body = {
      name: ' Зайнуллина Алина ',
      phone: '8 917 123-45-67',
      trial_date: '2026-03-07',
      qualification: 'Хочет на хип-хоп',
      source_id: '5',
      status_id: 3,
      group_id: '2',
    };
    const lead = {
      id: expect.any(Number),
      name: 'Зайнуллина Алина',
      phone: '+7 (917) 123-45-67',
      trial_date: '2026-03-07',
      qualification: 'Хочет на хип-хоп',
      created_at: anInstant,
      converted_to_client_at: null,
      source_id: 5,
      source_name: 'Рекомендация',
      status_id: 3,
      status_name: 'Записан на пробное',
      created_by: graciaOwner.profile.full_name,
      school_id: 1,
      group_id: 2,
      groups: [{ id: 2, name: 'Перезвонить' }],
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    expectAnswer(await createLead(api, body), 201, lead);
    const [first] = (await listLeads(api)).body as unknown[];
    expect(first).toEqual(lead);
  },

  'an update changes only the fields it names': async (api) => {
    await loginAs(api, manager);

    const lead = seeded(graciaLeads, 3);
    const updated = {
      ...lead,
      name: 'Петрова Амира Ильинична',
      phone: '',
      trial_date: '2026-03-09',
      status_id: 2,
      status_name: 'В обработке',
      source_id: 9,
      source_name: 'Другое',
    };
    const changes = {
      name: ' Петрова Амира Ильинична',
      phone: '',
      trial_date: '2026-03-09',
      status_id: '2',
      source_id: 9,
    };
    expectAnswer(await updateLead(api, 3, changes), 200, updated);
    expectAnswer(await updateLead(api, 3, { qualification: 'Перезвонить в понедельник' }), 200, {
      ...updated,
      qualification: 'Перезвонить в понедельник',
    });
    expectAnswer(await updateLead(api, 3, { trial_date: null }), 200, {
      ...updated,
      trial_date: null,
      qualification: 'Перезвонить в понедельник',
    });
  },

  'a deleted lead leaves the list, and its address answers 404': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('leadDelete', { id: '26' })), 200, { id: 26 });
    expectAnswer(await listLeads(api), 200, newestFirst(graciaLeads).slice(1));
    expectError(await api.request('DELETE', apiPath('leadDelete', { id: 26 })), 404, serverErrors.notFound);
    expectError(await updateLead(api, 26, { name: 'Петрова Ксения' }), 404, serverErrors.notFound);
  },

  'leads added by a staff member who has left show no author': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('userDelete', { id: manager.id })), 200, {
      id: manager.id,
    });
    expectAnswer(
      await listLeads(api),
      200,
      newestFirst(graciaLeads).map((lead) =>
        lead.created_by === manager.profile.full_name ? { ...lead, created_by: null } : lead,
      ),
    );
  },
};
