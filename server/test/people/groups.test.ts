import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  defaultGroupName,
  demoGroups,
  describeValidationError,
  groupCreateSchema,
  groupPalette,
  serverErrors,
} from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { type DemoIds, demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { countRows, storedGroup, storedGroupIds, storedLead } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';
import { putGroupInLesson, putGroupInTimetable } from './support/schedule-uses.ts';

/** The demo groups as the API answers them, by id: coloured from the palette in seeding order. */
const seededGroups = (ids: DemoIds) =>
  demoGroups
    .map((group, index) => ({
      id: ids.groupIdNamed(group.name),
      name: group.name,
      entity_type: group.entity_type,
      school_id: ids.schools.demo,
      color: groupPalette[index % groupPalette.length],
      charge_absence: true,
      capacity: group.capacity ?? null,
      open_for_trials: group.open_for_trials ?? false,
    }))
    .sort((a, b) => a.id - b.id);
const seededGroup = (ids: DemoIds, id: number) => seededGroups(ids).find((group) => group.id === id);

describe.each(testDialects())('groups on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'teacher', 'accountant', 'otherOwner']);
  const ids = useDemoIds(t);
  let foreignGroupId: number;

  beforeAll(async () => {
    const response = await as('otherOwner').post('/groups/create', {
      name: 'Сальса',
      entity_type: 'student',
    });
    foreignGroupId = response.body.id;
  });

  describe('reading', () => {
    it('GET /groups/getall answers the school’s groups by id, coloured from the palette in turn', async () => {
      const response = await as('teacher').get('/groups/getall');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(seededGroups(ids));
    });

    it('POST /groups/getallwhere filters by table', async () => {
      const response = await as('receptionist').post('/groups/getallwhere', {
        school_id: String(ids.schools.demo),
        entity_type: 'student',
      });
      expect(response.body).toEqual(seededGroups(ids).filter((group) => group.entity_type === 'student'));
      expect((await as('owner').post('/groups/getallwhere')).body).toEqual(seededGroups(ids));
    });

    it('refuses a bad table (400), another school (403) and the accountant (403)', async () => {
      const badType = await as('owner').post('/groups/getallwhere', { entity_type: 'teacher' });
      expect([badType.status, badType.body]).toEqual([
        400,
        { message: 'Тип группы: lead, student или client' },
      ]);
      const foreign = await as('owner').post('/groups/getallwhere', { school_id: ids.schools.other });
      expect([foreign.status, foreign.body]).toEqual([403, { message: serverErrors.otherSchool }]);
      expect((await as('accountant').get('/groups/getall')).status).toBe(403);
    });

    it('GET /groups/getone/{id} answers the school’s group, 404 for another school’s', async () => {
      const hipHop = seededGroup(ids, ids.groups.hipHop);
      expect(hipHop).toMatchObject({ name: 'Хип-хоп 7–10 лет' });
      expect((await as('owner').get(`/groups/getone/${ids.groups.hipHop}`)).body).toEqual(hipHop);
      const foreign = await as('owner').get(`/groups/getone/${foreignGroupId}`);
      expect([foreign.status, foreign.body]).toEqual([404, { message: serverErrors.notFound }]);
    });
  });

  describe('POST /groups/create', () => {
    it('takes the next palette colour unless one is given', async () => {
      const response = await as('manager').post('/groups/create', {
        name: '  Вог  ',
        entity_type: 'student',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: response.body.id,
        name: 'Вог',
        entity_type: 'student',
        school_id: ids.schools.demo,
        color: groupPalette[demoGroups.length % groupPalette.length],
        charge_absence: true,
        capacity: null,
        open_for_trials: false,
      });
      const red = await as('owner').post('/groups/create', {
        name: 'Горячие',
        entity_type: 'lead',
        color: 'red',
      });
      expect(red.body).toMatchObject({ color: 'red', entity_type: 'lead' });
      expect(await storedGroup(t.db, red.body.id)).toMatchObject({
        name: 'Горячие',
        color: 'red',
        school_id: ids.schools.demo,
      });
    });

    it('answers 400 naming the problem, 403 for another school or a reader, and stores nothing', async () => {
      const before = await countRows(t.db, 'groups');
      const purple = { name: 'Вог', entity_type: 'lead', color: 'purple' };
      for (const [body, message] of [
        [{ name: null, entity_type: 'lead' }, 'Поле «Название группы» должно быть строкой'],
        [
          { name: 'Я'.repeat(101), entity_type: 'lead' },
          'Поле «Название группы» не может быть длиннее 100 символов',
        ],
        [{ name: 'Вог', entity_type: 'teacher' }, 'Тип группы: lead, student или client'],
        // The colour's text is whatever the contract schema says of it (its union reports the hex pattern).
        [purple, describeValidationError(groupCreateSchema.safeParse(purple).error ?? new ZodError([]))],
      ] as const) {
        const response = await as('owner').post('/groups/create', body);
        expect([response.status, response.body], JSON.stringify(body)).toEqual([400, { message }]);
      }
      const foreign = await as('owner').post('/groups/create', {
        name: 'Вог',
        entity_type: 'lead',
        school_id: ids.schools.other,
      });
      expect(foreign.status).toBe(403);
      expect((await as('teacher').post('/groups/create', { name: 'Вог', entity_type: 'lead' })).status).toBe(
        403,
      );
      expect(await countRows(t.db, 'groups')).toBe(before);
    });
  });

  describe('PATCH /groups/update/{id}', () => {
    it('renames and recolours; the table stays', async () => {
      const response = await as('owner').patch(`/groups/update/${ids.groups.callBack}`, {
        name: 'Перезвонить вечером',
        color: '#123abc',
        entity_type: 'student',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: ids.groups.callBack,
        name: 'Перезвонить вечером',
        entity_type: 'lead',
        school_id: ids.schools.demo,
        color: '#123abc',
        charge_absence: true,
        capacity: null,
        open_for_trials: false,
      });
      expect(await storedGroup(t.db, ids.groups.callBack)).toMatchObject({
        name: 'Перезвонить вечером',
        entity_type: 'lead',
      });
    });

    it('answers 400 for nothing to change and 404 for another school’s group, which stays as it was', async () => {
      const callBack = ids.groups.callBack;
      const empty = await as('owner').patch(`/groups/update/${callBack}`, {});
      expect([empty.status, empty.body]).toEqual([400, { message: 'Нет полей для изменения' }]);
      // The type is read-only: sent alone it changes nothing, and the group comes back as it is.
      const stored = await as('owner').get(`/groups/getone/${callBack}`);
      const readOnly = await as('owner').patch(`/groups/update/${callBack}`, { entity_type: 'lead' });
      expect([readOnly.status, readOnly.body]).toEqual([200, stored.body]);
      const before = await storedGroup(t.db, foreignGroupId);
      const foreign = await as('owner').patch(`/groups/update/${foreignGroupId}`, { name: 'Захвачено' });
      expect(foreign.status).toBe(404);
      expect(await storedGroup(t.db, foreignGroupId)).toEqual(before);
    });
  });

  describe('DELETE /groups/delete/{id}', () => {
    it('removes the group and its memberships; the members stay', async () => {
      const amira = await demoPersonId(t.db, 'leads', 'Амира Васильева');
      expect(await storedGroupIds(t.db, 'lead', amira)).toEqual([ids.groups.trialSaturday]);
      const response = await as('manager').delete(`/groups/delete/${ids.groups.trialSaturday}`);
      expect([response.status, response.body]).toEqual([200, { id: ids.groups.trialSaturday }]);
      expect(await storedGroup(t.db, ids.groups.trialSaturday)).toBeUndefined();
      expect(await storedGroupIds(t.db, 'lead', amira)).toEqual([]);
      expect(await storedLead(t.db, amira)).toMatchObject({ name: 'Амира Васильева' });
    });

    it('answers 409 for a student group the timetable or a lesson uses, which stays', async () => {
      const scheduled = (await as('owner').post('/groups/create', { name: 'Брейк', entity_type: 'student' }))
        .body;
      const taught = (await as('owner').post('/groups/create', { name: 'Вакинг', entity_type: 'student' }))
        .body;
      await putGroupInTimetable(t.db, ids.schools.demo, scheduled.id);
      await putGroupInLesson(t.db, ids.schools.demo, taught.id);
      for (const group of [scheduled, taught]) {
        const response = await as('owner').delete(`/groups/delete/${group.id}`);
        expect([response.status, response.body]).toEqual([409, { message: serverErrors.groupInUse }]);
        expect(await storedGroup(t.db, group.id)).toBeDefined();
      }
    });

    it('answers 404 for another school’s group, which stays', async () => {
      expect((await as('owner').delete(`/groups/delete/${foreignGroupId}`)).status).toBe(404);
      expect(await storedGroup(t.db, foreignGroupId)).toBeDefined();
    });
  });

  describe('group names', () => {
    it('refuses a name the table already has, whatever its case and spaces, and lets another table use it', async () => {
      const first = await as('owner').post('/groups/create', { name: 'Бачата, среда', entity_type: 'lead' });
      expect(first.status).toBe(201);
      const again = await as('owner').post('/groups/create', {
        name: '  бачата, СРЕДА ',
        entity_type: 'lead',
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: serverErrors.groupNameTaken });
      expect(
        (await as('owner').post('/groups/create', { name: 'Бачата, среда', entity_type: 'client' })).status,
      ).toBe(201);
      const other = await as('owner').post('/groups/create', {
        name: 'Бачата, пятница',
        entity_type: 'lead',
      });
      const renamed = await as('owner').patch(`/groups/update/${other.body.id}`, { name: 'БАЧАТА, среда' });
      expect(renamed.status).toBe(409);
      // Renaming a group to its own name (another case) is not a clash.
      expect(
        (await as('owner').patch(`/groups/update/${first.body.id}`, { name: 'бачата, среда' })).status,
      ).toBe(200);
    });

    it('names a group created without a name «Новая группа», «Новая группа 2», … per table and school', async () => {
      const create = async (body: Record<string, unknown>, who: 'owner' | 'otherOwner' = 'owner') => {
        const response = await as(who).post('/groups/create', body);
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        expect(await storedGroup(t.db, response.body.id)).toMatchObject({ name: response.body.name });
        return response.body.name as string;
      };
      // The spec sets no rule on the name: empty, spaces or left out, the server names it.
      expect(await create({ name: '', entity_type: 'client' })).toBe('Новая группа');
      expect(await create({ name: '   ', entity_type: 'client' })).toBe('Новая группа 2');
      expect(await create({ entity_type: 'client' })).toBe('Новая группа 3');
      // Each table of each school counts on its own.
      expect(await create({ name: '', entity_type: 'lead' })).toBe('Новая группа');
      expect(await create({ name: '', entity_type: 'client' }, 'otherOwner')).toBe('Новая группа');
      // A default name taken by hand (any case) is skipped; a freed one is used again.
      await create({ name: 'НОВАЯ ГРУППА 4', entity_type: 'client' });
      expect(await create({ name: '', entity_type: 'client' })).toBe('Новая группа 5');
      // The duplicate-name rule still holds for an explicit name.
      const twin = await as('owner').post('/groups/create', {
        name: 'новая группа 2',
        entity_type: 'client',
      });
      expect([twin.status, twin.body]).toEqual([409, { message: serverErrors.groupNameTaken }]);
    });

    it('gives groups created without a name at the same moment a name each, on one process or two', async () => {
      // Another process (on PostgreSQL: its own pools and writer on the same database) signs in on its own.
      const there = api(t.otherProcess(), await loginAs(t.otherProcess(), accounts.owner.email));
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          (index % 2 ? there : as('owner')).post('/groups/create', { name: ' ', entity_type: 'student' }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      const names = answers.map((answer) => answer.body.name as string);
      expect(names.sort()).toEqual(
        Array.from({ length: 8 }, (_, index) => defaultGroupName(index + 1)).sort(),
      );
    });
  });
});
