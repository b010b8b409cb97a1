import { beforeAll, describe, expect, it } from 'vitest';
import { demoLeads, LEAD_PLACEHOLDER_NAME, serverErrors } from '../../../src/contract/index.ts';
import { demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { MANAGER_NAME, OWNER_NAME, SEED_NOW } from './support/demo-people.ts';
import { countRows, storedGroupIds, storedLead } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('leads: list and create on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'otherOwner']);
  const ids = useDemoIds(t);
  let foreignLeadId: number;

  beforeAll(async () => {
    const response = await as('otherOwner').post('/leads/create', { name: 'Лид другой школы' });
    foreignLeadId = response.body.id;
  });

  describe('POST /leads/getallwhere', () => {
    it('answers the school’s leads newest first, with source, status, author and groups joined in', async () => {
      const response = await as('manager').post('/leads/getallwhere', { school_id: ids.schools.demo });
      expect(response.status).toBe(200);
      const names = response.body.map((lead: { name: string }) => lead.name);
      expect(names).toEqual(demoLeads.map((lead) => lead.name).reverse());
      const leadIds = response.body.map((lead: { id: number }) => lead.id);
      expect(leadIds).toEqual([...leadIds].sort((a, b) => b - a));
      expect(response.body.at(-1)).toEqual({
        id: await demoPersonId(t.db, 'leads', 'Амира Васильева'),
        name: 'Амира Васильева',
        phone: '',
        trial_date: '2026-03-04',
        qualification: 'Хочет подготовиться к свадебному танцу',
        created_at: new Date(Date.parse(SEED_NOW) - 26 * DAY).toISOString(),
        converted_to_client_at: null,
        source_id: ids.sources.gis,
        source_name: '2ГИС',
        status_id: ids.statuses.trialBooked,
        status_name: 'Записан на пробное',
        created_by: OWNER_NAME,
        school_id: ids.schools.demo,
        group_id: ids.groups.trialSaturday,
        groups: [ids.groupRef('trialSaturday')],
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
      expect(response.body.at(-2)).toMatchObject({
        id: await demoPersonId(t.db, 'leads', 'Закирова Таисия'),
        created_by: MANAGER_NAME,
        trial_date: null,
      });
    });

    it('accepts an empty body and the caller’s own school id as a string', async () => {
      for (const body of [undefined, { school_id: String(ids.schools.demo) }]) {
        const response = await as('owner').post('/leads/getallwhere', body);
        expect(response.status).toBe(200);
        expect(response.body).toHaveLength(demoLeads.length);
      }
    });

    it('keeps schools apart: another school id is 403, another school’s owner sees only its own', async () => {
      const refused = await as('owner').post('/leads/getallwhere', { school_id: ids.schools.other });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: serverErrors.otherSchool });

      const other = await as('otherOwner').post('/leads/getallwhere', {});
      expect(other.body.map((lead: { id: number }) => lead.id)).toEqual([foreignLeadId]);
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
        source_id: ids.sources.instagram,
        source_name: 'Instagram',
        status_id: ids.statuses.new,
        status_name: 'Новый',
        created_by: MANAGER_NAME,
        school_id: ids.schools.demo,
        group_id: null,
        groups: [],
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
      expect(await storedLead(t.db, response.body.id)).toMatchObject({
        created_by: ids.users.manager,
        school_id: ids.schools.demo,
      });
    });

    it('stores what it is given: string ids, a normalised phone, the groups as a set', async () => {
      const response = await as('owner').post('/leads/create', {
        name: '  Иванова Анна  ',
        phone: '8 917 123-45-67',
        trial_date: '2026-03-10',
        qualification: 'Хочет хип-хоп',
        source_id: String(ids.sources.telegram),
        status_id: String(ids.statuses.inProgress),
        groups: [String(ids.groups.callBack), ids.groups.trialSaturday, ids.groups.callBack],
        school_id: String(ids.schools.demo),
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Иванова Анна',
        phone: '+7 (917) 123-45-67',
        trial_date: '2026-03-10',
        source_id: ids.sources.telegram,
        source_name: 'Telegram',
        status_id: ids.statuses.inProgress,
        status_name: 'В обработке',
        created_by: OWNER_NAME,
        group_id: ids.groups.trialSaturday,
        groups: [ids.groupRef('trialSaturday'), ids.groupRef('callBack')],
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
      expect(await storedLead(t.db, response.body.id)).toMatchObject({
        name: 'Иванова Анна',
        phone: '+7 (917) 123-45-67',
        source_id: ids.sources.telegram,
        status_id: ids.statuses.inProgress,
        created_by: ids.users.owner,
      });
      expect(await storedGroupIds(t.db, 'lead', response.body.id)).toEqual(
        [ids.groups.trialSaturday, ids.groups.callBack].sort((a, b) => a - b),
      );
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
        [{ status_id: ids.otherSchool.leadStatus }, serverErrors.unknownStatus],
        [{ status_id: ids.statuses.active }, serverErrors.statusTypeMismatch],
        [{ source_id: 999 }, serverErrors.unknownSource],
        [{ source_id: ids.otherSchool.source }, serverErrors.unknownSource],
        [{ source_id: 1e20 }, serverErrors.invalidId],
        [{ groups: [ids.groups.trialSaturday, 999] }, serverErrors.unknownGroup],
        [{ group_id: ids.groups.hipHop }, serverErrors.groupTypeMismatch],
        [
          { group_id: ids.groups.trialSaturday, groups: [ids.groups.callBack] },
          serverErrors.groupFieldsTogether,
        ],
        [{ name: 'Я'.repeat(201) }, 'Поле «Имя» не может быть длиннее 200 символов'],
      ] as const) {
        const response = await as('owner').post('/leads/create', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await countRows(t.db, 'leads')).toBe(before);
    });

    it('takes the spec’s defaults source_id 1 and status_id 1 as the school’s own defaults where 1 is not its own', async () => {
      // The spec's default ids are the literal 1s; the other school's rows 1 are not its own.
      for (const defaults of [
        { source_id: 1, status_id: 1 },
        { source_id: '1', status_id: '1' },
      ]) {
        const created = await as('otherOwner').post('/leads/create', { name: 'По умолчанию', ...defaults });
        expect([created.status, created.body.source_id, created.body.status_id]).toEqual([
          201,
          ids.otherSchool.source,
          ids.otherSchool.leadStatus,
        ]);
        expect(created.body).toMatchObject({
          source_name: 'Instagram',
          status_name: 'Новый',
          school_id: ids.schools.other,
        });
      }
      // In the school that owns rows 1 they are what they are.
      const own = await as('owner').post('/leads/create', { source_id: 1, status_id: 1 });
      expect([own.status, own.body.source_id, own.body.status_id]).toEqual([201, 1, 1]);
      // Any other id of another school is still not found: no school reads another's dictionaries.
      for (const [body, message] of [
        [{ source_id: ids.sources.vk }, serverErrors.unknownSource],
        [{ status_id: ids.statuses.inProgress }, serverErrors.unknownStatus],
      ] as const) {
        const response = await as('otherOwner').post('/leads/create', body);
        expect([response.status, response.body], JSON.stringify(body)).toEqual([400, { message }]);
      }
    });

    it('refuses another school’s id in the body (403) and staff without leads:write', async () => {
      const foreign = await as('owner').post('/leads/create', {
        name: 'Чужой',
        school_id: ids.schools.other,
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: serverErrors.otherSchool });
      const receptionist = await as('receptionist').post('/leads/create', { name: 'Чужой' });
      expect(receptionist.status).toBe(403);
      expect(receptionist.body).toEqual({ message: serverErrors.forbidden });
    });
  });
});
