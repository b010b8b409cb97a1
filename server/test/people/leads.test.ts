import { beforeAll, describe, expect, it } from 'vitest';
import { demoLeads, LEAD_PLACEHOLDER_NAME, serverErrors } from '../../../src/contract/index.ts';
import { api } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import {
  groupIds,
  groupRef,
  MANAGER_NAME,
  OWNER_NAME,
  otherSchool,
  SEED_NOW,
  seededCounts,
  sourceIds,
  statusIds,
} from './support/demo-people.ts';
import { countRows, storedGroupIds, storedLead } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('leads on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'otherOwner']);
  let foreignLeadId: number;

  beforeAll(async () => {
    const response = await as('otherOwner').post('/leads/create', { name: 'Лид другой школы' });
    foreignLeadId = response.body.id;
  });

  describe('POST /leads/getallwhere', () => {
    it('answers the school’s leads newest first, with source, status, author and groups joined in', async () => {
      const response = await as('manager').post('/leads/getallwhere', { school_id: 1 });
      expect(response.status).toBe(200);
      const ids = response.body.data.map((lead: { id: number }) => lead.id);
      expect(ids).toEqual(
        Array.from({ length: seededCounts.leads }, (_, index) => seededCounts.leads - index),
      );
      expect(response.body.data.at(-1)).toEqual({
        id: 1,
        name: 'Амира Васильева',
        phone: '',
        trial_date: '2026-03-04',
        qualification: 'Хочет подготовиться к свадебному танцу',
        created_at: new Date(Date.parse(SEED_NOW) - 26 * DAY).toISOString(),
        converted_to_client_at: null,
        source_id: sourceIds.gis,
        source_name: '2ГИС',
        status_id: statusIds.trialBooked,
        status_name: 'Записан на пробное',
        created_by: OWNER_NAME,
        school_id: 1,
        group_id: groupIds.trialSaturday,
        groups: [groupRef(groupIds.trialSaturday)],
      });
      expect(response.body.data.at(-2)).toMatchObject({ id: 2, created_by: MANAGER_NAME, trial_date: null });
    });

    it('accepts an empty body and the caller’s own school id as a string', async () => {
      for (const body of [undefined, { school_id: '1' }]) {
        const response = await as('owner').post('/leads/getallwhere', body);
        expect(response.status).toBe(200);
        expect(response.body.data).toHaveLength(seededCounts.leads);
      }
    });

    it('keeps schools apart: another school id is 403, another school’s owner sees only its own', async () => {
      const refused = await as('owner').post('/leads/getallwhere', { school_id: 2 });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: serverErrors.otherSchool });

      const other = await as('otherOwner').post('/leads/getallwhere', {});
      expect(other.body.data.map((lead: { id: number }) => lead.id)).toEqual([foreignLeadId]);
    });
  });

  describe('POST /leads/create', () => {
    it('fills the defaults: placeholder name, the school’s first source and lead status, the caller as author', async () => {
      const response = await as('manager').post('/leads/create', { name: '   ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: response.body.id,
        name: LEAD_PLACEHOLDER_NAME,
        phone: '',
        trial_date: null,
        qualification: '',
        created_at: SEED_NOW,
        converted_to_client_at: null,
        source_id: sourceIds.instagram,
        source_name: 'Instagram',
        status_id: statusIds.new,
        status_name: 'Новый',
        created_by: MANAGER_NAME,
        school_id: 1,
        group_id: null,
        groups: [],
      });
      expect(await storedLead(t.db, response.body.id)).toMatchObject({ created_by: 3, school_id: 1 });
    });

    it('stores what it is given: string ids, a normalised phone, the groups as a set', async () => {
      const response = await as('owner').post('/leads/create', {
        name: '  Иванова Анна  ',
        phone: '8 917 123-45-67',
        trial_date: '2026-03-10',
        qualification: 'Хочет хип-хоп',
        source_id: String(sourceIds.telegram),
        status_id: String(statusIds.inProgress),
        groups: [String(groupIds.callBack), groupIds.trialSaturday, groupIds.callBack],
        school_id: '1',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Иванова Анна',
        phone: '+7 (917) 123-45-67',
        trial_date: '2026-03-10',
        source_id: sourceIds.telegram,
        source_name: 'Telegram',
        status_id: statusIds.inProgress,
        status_name: 'В обработке',
        created_by: OWNER_NAME,
        group_id: groupIds.trialSaturday,
        groups: [groupRef(groupIds.trialSaturday), groupRef(groupIds.callBack)],
      });
      expect(await storedLead(t.db, response.body.id)).toMatchObject({
        name: 'Иванова Анна',
        phone: '+7 (917) 123-45-67',
        source_id: sourceIds.telegram,
        status_id: statusIds.inProgress,
        created_by: 2,
      });
      expect(await storedGroupIds(t.db, 'lead', response.body.id)).toEqual([1, 2]);
    });

    it('answers 400 naming the problem, and stores nothing', async () => {
      const before = await countRows(t.db, 'leads');
      for (const [body, message] of [
        [{ phone: '12345' }, 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00'],
        [
          { trial_date: '2026-02-30' },
          'Поле «Дата пробного занятия»: укажите существующую дату в формате ГГГГ-ММ-ДД',
        ],
        [{ status_id: 999 }, serverErrors.unknownStatus],
        [{ status_id: otherSchool.leadStatus }, serverErrors.unknownStatus],
        [{ status_id: statusIds.active }, serverErrors.statusTypeMismatch],
        [{ source_id: 999 }, serverErrors.unknownSource],
        [{ source_id: otherSchool.source }, serverErrors.unknownSource],
        [{ source_id: 1e20 }, serverErrors.invalidId],
        [{ groups: [groupIds.trialSaturday, 999] }, serverErrors.unknownGroup],
        [{ group_id: groupIds.hipHop }, serverErrors.groupTypeMismatch],
        [{ group_id: 1, groups: [2] }, serverErrors.groupFieldsTogether],
        [{ name: 'Я'.repeat(201) }, 'Поле «Имя» не может быть длиннее 200 символов'],
      ] as const) {
        const response = await as('owner').post('/leads/create', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await countRows(t.db, 'leads')).toBe(before);
    });

    it('refuses another school’s id in the body (403) and staff without leads:write', async () => {
      const foreign = await as('owner').post('/leads/create', { name: 'Чужой', school_id: 2 });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: serverErrors.otherSchool });
      const receptionist = await as('receptionist').post('/leads/create', { name: 'Чужой' });
      expect(receptionist.status).toBe(403);
      expect(receptionist.body).toEqual({ message: serverErrors.forbidden });
    });
  });

  describe('PATCH /leads/update/{id}', () => {
    it('changes only the fields sent', async () => {
      const response = await as('manager').patch('/leads/update/2', {
        phone: '+7 (990) 000-11-22',
        status_id: String(statusIds.trialBooked),
        trial_date: '2026-03-07',
      });
      expect(response.status).toBe(200);
      const seeded = demoLeads[1];
      expect(response.body).toEqual({
        id: 2,
        name: seeded?.name,
        phone: '+7 (990) 000-11-22',
        trial_date: '2026-03-07',
        qualification: seeded?.qualification,
        created_at: new Date(Date.parse(SEED_NOW) - 25 * DAY).toISOString(),
        converted_to_client_at: null,
        source_id: sourceIds.site,
        source_name: 'Сайт',
        status_id: statusIds.trialBooked,
        status_name: 'Записан на пробное',
        created_by: MANAGER_NAME,
        school_id: 1,
        group_id: groupIds.callBack,
        groups: [groupRef(groupIds.callBack)],
      });
    });

    it('replaces the memberships: groups sets them, group_id makes them exactly one or none', async () => {
      const { body: lead } = await as('owner').post('/leads/create', { groups: [1, 2] });
      const steps: [Record<string, unknown>, number[]][] = [
        [{ group_id: '2' }, [2]],
        [{ groups: [1, 2] }, [1, 2]],
        [{ groups: [] }, []],
        [{ group_id: 1 }, [1]],
        [{ group_id: null }, []],
      ];
      for (const [body, expected] of steps) {
        const response = await as('owner').patch(`/leads/update/${lead.id}`, body);
        expect(response.body.groups.map((group: { id: number }) => group.id)).toEqual(expected);
        expect(response.body.group_id).toBe(expected[0] ?? null);
        expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual(expected);
      }
    });

    it('answers 400 for bad changes and leaves the lead as it was', async () => {
      const before = await storedLead(t.db, 3);
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ name: '  ' }, 'Заполните поле «Имя»'],
        [{ phone: '12-34' }, 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00'],
        [{ status_id: statusIds.archived }, serverErrors.statusTypeMismatch],
        [{ name: 'Новое имя', groups: [groupIds.youngerParents] }, serverErrors.groupTypeMismatch],
        [{ name: 'Новое имя', group_id: 1, groups: [] }, serverErrors.groupFieldsTogether],
      ] as const) {
        const response = await as('owner').patch('/leads/update/3', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await storedLead(t.db, 3)).toEqual(before);
      expect(await storedGroupIds(t.db, 'lead', 3)).toEqual([]);
    });

    it('answers 404 for another school’s lead and an unknown one, changing nothing', async () => {
      const before = await storedLead(t.db, foreignLeadId);
      for (const id of [foreignLeadId, 999_999]) {
        const response = await as('owner').patch(`/leads/update/${id}`, { name: 'Захвачено' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: serverErrors.notFound });
      }
      expect(await storedLead(t.db, foreignLeadId)).toEqual(before);
      expect((await as('owner').patch('/leads/update/abc', { name: 'X' })).body).toEqual({
        message: serverErrors.invalidId,
      });
    });
  });

  describe('DELETE /leads/delete/{id}', () => {
    it('removes the lead with its memberships and answers its id', async () => {
      const { body: lead } = await as('owner').post('/leads/create', { groups: [1, 2] });
      const response = await as('manager').delete(`/leads/delete/${lead.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: lead.id });
      expect(await storedLead(t.db, lead.id)).toBeUndefined();
      expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual([]);
      expect(await storedGroupIds(t.db, 'lead', 1)).toEqual([groupIds.trialSaturday]);
    });

    it('answers 404 for another school’s lead, which stays', async () => {
      const response = await as('owner').delete(`/leads/delete/${foreignLeadId}`);
      expect(response.status).toBe(404);
      expect(await storedLead(t.db, foreignLeadId)).toBeDefined();
      expect((await api(t.app).delete(`/leads/delete/${foreignLeadId}`)).status).toBe(401);
    });
  });
});
