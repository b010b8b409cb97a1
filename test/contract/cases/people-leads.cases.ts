import { expect } from 'vitest';
import { apiPath, LEAD_PLACEHOLDER_NAME, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError } from '../expectations';
import { GRACIA_ID, graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  byName,
  graciaLeads,
  graciaSources,
  graciaStatuses,
  groupRef,
  newestFirst,
} from './people-seed-data';
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
      expectAnswer(await listLeads(api, { school_id: String(GRACIA_ID) }), 200, newestFirst(graciaLeads));
    }
    expect(graciaLeads[0]).toMatchObject({
      name: 'Амира Васильева',
      trial_date: '2026-03-04',
      created_at: '2026-02-04T09:00:00.000Z',
      source_name: '2ГИС',
      status_name: 'Записан на пробное',
      created_by: graciaOwner.profile.full_name,
      groups: [groupRef('Пробное в субботу')],
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
      source_id: byName(graciaSources, 'Instagram').id,
      source_name: 'Instagram',
      status_id: byName(graciaStatuses, 'Новый').id,
      status_name: 'Новый',
      created_by: manager.profile.full_name,
      school_id: GRACIA_ID,
      group_id: null,
      groups: [],
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    const first = await createLead(api, {});
    expectAnswer(first, 201, { ...blank, id: expect.any(Number) });
    const second = await createLead(api, { name: '   ', school_id: GRACIA_ID });
    expectAnswer(second, 201, { ...blank, id: expect.any(Number) });
    const ids = [first, second].map(createdId);
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

    const referral = byName(graciaSources, 'Рекомендация');
    const trialBooked = byName(graciaStatuses, 'Записан на пробное');
    const callBack = groupRef('Перезвонить');
    const body = {
      name: ' Зайнуллина Алина ',
      phone: '8 917 123-45-67',
      trial_date: '2026-03-07',
      qualification: 'Хочет на хип-хоп',
      source_id: String(referral.id),
      status_id: trialBooked.id,
      group_id: String(callBack.id),
    };
    const lead = {
      id: expect.any(Number),
      name: 'Зайнуллина Алина',
      phone: '+7 (917) 123-45-67',
      trial_date: '2026-03-07',
      qualification: 'Хочет на хип-хоп',
      created_at: anInstant,
      converted_to_client_at: null,
      source_id: referral.id,
      source_name: 'Рекомендация',
      status_id: trialBooked.id,
      status_name: 'Записан на пробное',
      created_by: graciaOwner.profile.full_name,
      school_id: GRACIA_ID,
      group_id: callBack.id,
      groups: [callBack],
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

    const lead = byName(graciaLeads, 'Петрова Амира');
    const inProgress = byName(graciaStatuses, 'В обработке');
    const other = byName(graciaSources, 'Другое');
    const updated = {
      ...lead,
      name: 'Петрова Амира Ильинична',
      phone: '',
      trial_date: '2026-03-09',
      status_id: inProgress.id,
      status_name: 'В обработке',
      source_id: other.id,
      source_name: 'Другое',
    };
    const changes = {
      name: ' Петрова Амира Ильинична',
      phone: '',
      trial_date: '2026-03-09',
      status_id: String(inProgress.id),
      source_id: other.id,
    };
    expectAnswer(await updateLead(api, lead.id, changes), 200, updated);
    expectAnswer(await updateLead(api, lead.id, { qualification: 'Перезвонить в понедельник' }), 200, {
      ...updated,
      qualification: 'Перезвонить в понедельник',
    });
    expectAnswer(await updateLead(api, lead.id, { trial_date: null }), 200, {
      ...updated,
      trial_date: null,
      qualification: 'Перезвонить в понедельник',
    });
  },

  'a deleted lead leaves the list, and its address answers 404': async (api) => {
    await loginAs(api, graciaOwner);

    const { id } = byName(graciaLeads, 'Петрова Ксения');
    expectAnswer(await api.request('DELETE', apiPath('leadDelete', { id: String(id) })), 200, { id });
    expectAnswer(
      await listLeads(api),
      200,
      newestFirst(graciaLeads).filter((lead) => lead.id !== id),
    );
    expectError(await api.request('DELETE', apiPath('leadDelete', { id })), 404, serverErrors.notFound);
    expectError(await updateLead(api, id, { name: 'Петрова Ксения' }), 404, serverErrors.notFound);
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
