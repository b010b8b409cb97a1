import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('listing users on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const cookies: Record<string, string> = {};
  const as = (who: keyof typeof accounts) => api(t.app, cookies[who]);
  const idsOf = (response: { body: { id: number }[] }) => response.body.map((user) => user.id);

  beforeAll(async () => {
    for (const who of [
      'admin',
      'owner',
      'manager',
      'receptionist',
      'teacher',
      'accountant',
      'otherOwner',
    ] as const) {
      cookies[who] = await loginAs(t.app, accounts[who].email);
    }
  });

  describe('POST /users/getAllWhere', () => {
    it('gives the owner every user of the school, by id, in the User shape', async () => {
      const response = await as('owner').post('/users/getAllWhere', {});
      expect(response.status).toBe(200);
      expect(idsOf(response)).toEqual([
        ids.users.owner,
        ids.users.manager,
        ids.users.receptionist,
        ids.users.teacher,
        ids.users.secondTeacher,
        ids.users.accountant,
      ]);
      expect(response.body[1]).toEqual({
        id: ids.users.manager,
        email: 'manager@gracia-dance.ru',
        role: 'manager',
        school_id: ids.schools.demo,
        profile: {
          full_name: 'Гарипова Алсу Ринатовна',
          phone: '+7 (917) 255-10-02',
          birthdate: '1993-07-25',
        },
      });
    });

    it('filters by role and accepts the own school id, also as a string', async () => {
      const response = await as('owner').post('/users/getAllWhere', {
        school_id: String(ids.schools.demo),
        role: 'teacher',
      });
      expect(idsOf(response)).toEqual([ids.users.teacher, ids.users.secondTeacher]);
    });

    it('keeps each school to itself', async () => {
      expect(idsOf(await as('otherOwner').post('/users/getAllWhere', {}))).toEqual([ids.users.otherOwner]);
    });

    it('answers 403 for another school in the filter', async () => {
      const response = await as('owner').post('/users/getAllWhere', { school_id: ids.schools.other });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    });

    it('answers 400 for an unknown role or a malformed school id', async () => {
      expect((await as('owner').post('/users/getAllWhere', { role: 'boss' })).body).toEqual({
        message: 'Неизвестная роль',
      });
      expect((await as('owner').post('/users/getAllWhere', { school_id: 'первая' })).status).toBe(400);
    });

    it('is the owner’s alone: 403 for staff and the admin, 401 without a session', async () => {
      for (const who of ['manager', 'receptionist', 'teacher', 'accountant', 'admin'] as const) {
        const response = await as(who).post('/users/getAllWhere', {});
        expect(response.status, who).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.forbidden });
      }
      expect((await api(t.app).post('/users/getAllWhere', {})).status).toBe(401);
    });
  });

  describe('POST /users/getWithRole', () => {
    it('lists the teachers of the school for the owner, the receptionist and a teacher', async () => {
      for (const who of ['owner', 'receptionist', 'teacher'] as const) {
        const response = await as(who).post('/users/getWithRole', { role: 'teacher' });
        expect(response.status, who).toBe(200);
        // The bare list, like every other list: the spec's «data field» is the HTTP client's response.data.
        expect(Array.isArray(response.body), JSON.stringify(response.body)).toBe(true);
        expect(idsOf(response)).toEqual([ids.users.teacher, ids.users.secondTeacher]);
        expect(response.body.every((user: { role: string }) => user.role === 'teacher')).toBe(true);
      }
    });

    it('requires the role', async () => {
      const response = await as('owner').post('/users/getWithRole', {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Укажите роль' });
    });

    it('answers 403 for another school in the filter', async () => {
      const response = await as('receptionist').post('/users/getWithRole', {
        role: 'teacher',
        school_id: ids.schools.other,
      });
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    });

    it('is refused to the manager, the accountant and the admin', async () => {
      for (const who of ['manager', 'accountant', 'admin'] as const) {
        expect((await as(who).post('/users/getWithRole', { role: 'teacher' })).status, who).toBe(403);
      }
    });
  });
});
