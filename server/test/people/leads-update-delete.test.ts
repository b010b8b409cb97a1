import { beforeAll, describe, expect, it } from 'vitest';
import { demoLeads, serverErrors } from '../../../src/contract/index.ts';
import { api } from '../support/api-client.ts';
import { demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { MANAGER_NAME, SEED_NOW } from './support/demo-people.ts';
import { storedGroupIds, storedLead } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('leads: update and delete on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'otherOwner']);
  const ids = useDemoIds(t);
  /** The demo leads Амира Васильева, Закирова Таисия and Петрова Амира (the first three seeded). */
  let leads: { amira: number; taisia: number; petrovaAmira: number };
  let foreignLeadId: number;
  /** Both lead groups, ascending, as an answer lists them. */
  const bothLeadGroups = () => [ids.groups.trialSaturday, ids.groups.callBack].sort((a, b) => a - b);

  beforeAll(async () => {
    leads = {
      amira: await demoPersonId(t.db, 'leads', 'Амира Васильева'),
      taisia: await demoPersonId(t.db, 'leads', 'Закирова Таисия'),
      petrovaAmira: await demoPersonId(t.db, 'leads', 'Петрова Амира'),
    };
    const response = await as('otherOwner').post('/leads/create', { name: 'Лид другой школы' });
    foreignLeadId = response.body.id;
  });

  describe('PATCH /leads/update/{id}', () => {
    it('changes only the fields sent', async () => {
      const response = await as('manager').patch(`/leads/update/${leads.taisia}`, {
        phone: '+7 (990) 000-11-22',
        status_id: String(ids.statuses.trialBooked),
        trial_date: '2026-03-07',
      });
      expect(response.status).toBe(200);
      const seeded = demoLeads.find((lead) => lead.name === 'Закирова Таисия');
      expect(response.body).toEqual({
        id: leads.taisia,
        name: seeded?.name,
        phone: '+7 (990) 000-11-22',
        trial_date: '2026-03-07',
        qualification: seeded?.qualification,
        created_at: new Date(Date.parse(SEED_NOW) - 25 * DAY).toISOString(),
        converted_to_client_at: null,
        source_id: ids.sources.site,
        source_name: 'Сайт',
        status_id: ids.statuses.trialBooked,
        status_name: 'Записан на пробное',
        created_by: MANAGER_NAME,
        school_id: ids.schools.demo,
        group_id: ids.groups.callBack,
        groups: [ids.groupRef('callBack')],
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
    });

    it('replaces the memberships: groups sets them, group_id makes them exactly one or none', async () => {
      const { trialSaturday, callBack } = ids.groups;
      const { body: lead } = await as('owner').post('/leads/create', { groups: [trialSaturday, callBack] });
      const steps: [Record<string, unknown>, number[]][] = [
        [{ group_id: String(callBack) }, [callBack]],
        [{ groups: [trialSaturday, callBack] }, bothLeadGroups()],
        [{ groups: [] }, []],
        [{ group_id: trialSaturday }, [trialSaturday]],
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
      const before = await storedLead(t.db, leads.petrovaAmira);
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ name: '  ' }, 'Заполните поле «Имя»'],
        [{ phone: '12-34' }, 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00'],
        [{ status_id: ids.statuses.archived }, serverErrors.statusTypeMismatch],
        [{ name: 'Новое имя', groups: [ids.groups.youngerParents] }, serverErrors.groupTypeMismatch],
        [
          { name: 'Новое имя', group_id: ids.groups.trialSaturday, groups: [] },
          serverErrors.groupFieldsTogether,
        ],
      ] as const) {
        const response = await as('owner').patch(`/leads/update/${leads.petrovaAmira}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await storedLead(t.db, leads.petrovaAmira)).toEqual(before);
      expect(await storedGroupIds(t.db, 'lead', leads.petrovaAmira)).toEqual([]);
    });

    it('takes the spec’s source_id 1 and status_id 1 as the school’s own defaults where 1 is not its own', async () => {
      // The literal 1s are the spec's defaults; the other school's own rows are its «Новый» and Instagram.
      const moved = await as('otherOwner').patch(`/leads/update/${foreignLeadId}`, {
        status_id: ids.otherSchool.inProgressStatus,
        source_id: ids.otherSchool.vkSource,
      });
      expect([moved.status, moved.body.status_id, moved.body.source_id]).toEqual([
        200,
        ids.otherSchool.inProgressStatus,
        ids.otherSchool.vkSource,
      ]);
      const back = await as('otherOwner').patch(`/leads/update/${foreignLeadId}`, {
        status_id: '1',
        source_id: 1,
      });
      expect([back.status, back.body.status_id, back.body.source_id]).toEqual([
        200,
        ids.otherSchool.leadStatus,
        ids.otherSchool.source,
      ]);
      expect(await storedLead(t.db, foreignLeadId)).toMatchObject({
        status_id: ids.otherSchool.leadStatus,
        source_id: ids.otherSchool.source,
      });
      // Another school's real id other than 1 is still not found.
      const foreign = await as('otherOwner').patch(`/leads/update/${foreignLeadId}`, {
        status_id: ids.statuses.inProgress,
      });
      expect([foreign.status, foreign.body]).toEqual([400, { message: serverErrors.unknownStatus }]);
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
      const { body: lead } = await as('owner').post('/leads/create', {
        groups: [ids.groups.trialSaturday, ids.groups.callBack],
      });
      expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual(bothLeadGroups());
      const response = await as('manager').delete(`/leads/delete/${lead.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: lead.id });
      expect(await storedLead(t.db, lead.id)).toBeUndefined();
      expect(await storedGroupIds(t.db, 'lead', lead.id)).toEqual([]);
      expect(await storedGroupIds(t.db, 'lead', leads.amira)).toEqual([ids.groups.trialSaturday]);
    });

    it('answers 404 for another school’s lead, which stays', async () => {
      const response = await as('owner').delete(`/leads/delete/${foreignLeadId}`);
      expect(response.status).toBe(404);
      expect(await storedLead(t.db, foreignLeadId)).toBeDefined();
      expect((await api(t.app).delete(`/leads/delete/${foreignLeadId}`)).status).toBe(401);
    });
  });
});
