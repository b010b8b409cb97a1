import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverErrors } from '../../src/contract/index.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts, DEMO_SCHOOL_ID } from './support/demo-accounts.ts';
import { buildStaff } from './support/factories.ts';
import { type TestContext, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

async function storedUser(t: TestContext, id: number) {
  return t.db
    .selectFrom('users')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.role',
      'users.school_id',
      'users.password_hash',
      'user_profiles.full_name',
      'user_profiles.phone',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

describe.each(testDialects())('managing staff on %s', (dialect) => {
  const t = useTestApp(dialect);
  let owner: ReturnType<typeof api>;
  let manager: ReturnType<typeof api>;
  let otherOwner: ReturnType<typeof api>;

  beforeAll(async () => {
    owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
  });

  const createStaff = async (overrides = {}) => {
    const staff = buildStaff(overrides);
    const response = await owner.post('/users/create', staff);
    expect(response.status).toBe(201);
    return { staff, user: response.body as { id: number; email: string } };
  };

  describe('POST /users/create', () => {
    it('creates a staff member in the owner’s school and answers 201 with the User', async () => {
      const staff = buildStaff({ role: 'accountant' });
      const response = await owner.post('/users/create', staff);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        email: staff.email,
        role: 'accountant',
        school_id: DEMO_SCHOOL_ID,
        profile: {
          full_name: 'Сафина Эльвира Маратовна',
          phone: '+7 (917) 300-40-51',
          birthdate: '1995-10-03',
        },
      });
      const cookie = await loginAs(t.app, staff.email, staff.password);
      expect((await api(t.app, cookie).get('/auth/check')).body.user.id).toBe(response.body.id);
    });

    it('ignores a school_id in the body: staff always join the caller’s school', async () => {
      const response = await owner.post('/users/create', { ...buildStaff(), school_id: 2 });
      expect(response.body.school_id).toBe(DEMO_SCHOOL_ID);
    });

    it('answers 409 for a taken email and writes nothing', async () => {
      const before = (await t.db.selectFrom('users').select('id').execute()).length;
      const response = await owner.post(
        '/users/create',
        buildStaff({ email: accounts.otherOwner.email.toUpperCase() }),
      );
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: serverErrors.emailTaken });
      expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(before);
    });

    it.each([
      ['the owner role', { role: 'owner' }, 'Выберите роль сотрудника'],
      ['the admin role', { role: 'admin' }, 'Выберите роль сотрудника'],
      ['a short password', { password: '1234567' }, 'Пароль должен содержать не менее 8 символов'],
      ['no full name', { profile: { full_name: '' } }, 'Заполните поле «ФИО»'],
    ])('answers 400 for %s', async (_case, override, message) => {
      const response = await owner.post('/users/create', { ...buildStaff(), ...override });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('is the owner’s alone', async () => {
      expect((await manager.post('/users/create', buildStaff())).status).toBe(403);
      expect((await api(t.app).post('/users/create', buildStaff())).status).toBe(401);
    });
  });

  describe('PATCH /users/update/{id}', () => {
    it('changes a role, and the staff member’s open session sees it on the next request', async () => {
      const { staff, user } = await createStaff({ role: 'teacher' });
      const session = api(t.app, await loginAs(t.app, staff.email, staff.password));
      expect((await session.post('/users/getWithRole', { role: 'teacher' })).status).toBe(200);

      const response = await owner.patch(`/users/update/${user.id}`, { role: 'accountant' });
      expect(response.status).toBe(200);
      expect(response.body.role).toBe('accountant');
      expect((await session.get('/auth/check')).body.user.role).toBe('accountant');
      expect((await session.post('/users/getWithRole', { role: 'teacher' })).status).toBe(403);
    });

    it('changes only the profile fields it is given', async () => {
      const { user } = await createStaff();
      const response = await owner.patch(`/users/update/${user.id}`, {
        profile: { phone: '8 (917) 111-22-33' },
      });
      expect(response.body.profile).toEqual({
        full_name: 'Сафина Эльвира Маратовна',
        phone: '+7 (917) 111-22-33',
        birthdate: '1995-10-03',
      });
      const cleared = await owner.patch(`/users/update/${String(user.id)}`, { profile: { birthdate: null } });
      expect(cleared.body.profile.birthdate).toBeNull();
    });

    it('ends every session of a user whose password changes; only the new password works', async () => {
      const { staff, user } = await createStaff();
      const sessions = [
        await loginAs(t.app, staff.email, staff.password),
        await loginAs(t.app, staff.email, staff.password),
      ];

      expect((await owner.patch(`/users/update/${user.id}`, { password: 'новый-пароль-1' })).status).toBe(
        200,
      );
      for (const cookie of sessions) expect((await api(t.app, cookie).get('/auth/check')).status).toBe(401);
      const rows = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(rows).toEqual([]);
      const stored = await storedUser(t, user.id);
      expect(await verifyPassword('новый-пароль-1', stored?.password_hash ?? '')).toBe(true);
      expect(
        (await api(t.app).post('/user_accounts/login', { email: staff.email, password: staff.password }))
          .status,
      ).toBe(401);
    });

    it('leaves sessions alone when the password does not change', async () => {
      const { staff, user } = await createStaff();
      const cookie = await loginAs(t.app, staff.email, staff.password);
      await owner.patch(`/users/update/${user.id}`, { profile: { full_name: 'Сафина Эльвира' } });
      expect((await api(t.app, cookie).get('/auth/check')).status).toBe(200);
    });

    it('answers 404 for another school’s user and the admin, and changes nothing', async () => {
      for (const id of [accounts.otherOwner.id, accounts.admin.id, 9999]) {
        const before = await storedUser(t, id);
        const response = await owner.patch(`/users/update/${id}`, {
          role: 'manager',
          profile: { full_name: 'Взлом' },
        });
        expect(response.status, String(id)).toBe(404);
        expect(response.body).toEqual({ message: serverErrors.notFound });
        expect(await storedUser(t, id)).toEqual(before);
      }
      const foreign = await otherOwner.patch(`/users/update/${accounts.teacher.id}`, { role: 'manager' });
      expect(foreign.status).toBe(404);
      expect((await storedUser(t, accounts.teacher.id))?.role).toBe('teacher');
    });

    it('answers 409 when the owner addresses themself', async () => {
      const response = await owner.patch(`/users/update/${accounts.owner.id}`, { role: 'manager' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: serverErrors.cannotChangeSelf });
      expect((await storedUser(t, accounts.owner.id))?.role).toBe('owner');
    });

    it('answers 400 for an empty change, a bad role, a bad id', async () => {
      expect((await owner.patch(`/users/update/${accounts.teacher.id}`, {})).body).toEqual({
        message: 'Нет полей для изменения',
      });
      expect((await owner.patch(`/users/update/${accounts.teacher.id}`, { role: 'owner' })).status).toBe(400);
      expect((await owner.patch('/users/update/teacher', { role: 'manager' })).body).toEqual({
        message: serverErrors.invalidId,
      });
    });

    it('is the owner’s alone', async () => {
      expect((await manager.patch(`/users/update/${accounts.teacher.id}`, { role: 'manager' })).status).toBe(
        403,
      );
    });
  });

  describe('DELETE /users/delete/{id}', () => {
    it('deletes the user with profile and sessions; their cookie stops working', async () => {
      const { staff, user } = await createStaff();
      const cookie = await loginAs(t.app, staff.email, staff.password);

      const response = await owner.delete(`/users/delete/${user.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: user.id });
      expect(await storedUser(t, user.id)).toBeUndefined();
      expect(
        await t.db.selectFrom('user_profiles').select('id').where('user_id', '=', user.id).execute(),
      ).toEqual([]);
      expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
        [],
      );
      expect((await api(t.app, cookie).get('/auth/check')).status).toBe(401);
      expect((await owner.delete(`/users/delete/${user.id}`)).status).toBe(404);
    });

    it('answers 404 for another school’s user, 409 for the owner, and keeps both', async () => {
      expect((await owner.delete(`/users/delete/${accounts.otherOwner.id}`)).status).toBe(404);
      expect((await otherOwner.delete(`/users/delete/${accounts.teacher.id}`)).status).toBe(404);
      expect((await owner.delete(`/users/delete/${accounts.owner.id}`)).body).toEqual({
        message: serverErrors.cannotChangeSelf,
      });
      for (const id of [accounts.otherOwner.id, accounts.teacher.id, accounts.owner.id]) {
        expect(await storedUser(t, id)).toBeDefined();
      }
    });

    it('is the owner’s alone', async () => {
      expect((await manager.delete(`/users/delete/${accounts.teacher.id}`)).status).toBe(403);
      expect((await api(t.app).delete(`/users/delete/${accounts.teacher.id}`)).status).toBe(401);
      expect(await storedUser(t, accounts.teacher.id)).toBeDefined();
    });
  });

  it('keeps the demo password working for untouched accounts', async () => {
    expect(await loginAs(t.app, accounts.secondTeacher.email, DEMO_PASSWORD)).toMatch(/^ritm_session=/);
  });
});
