import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { buildStaff } from './support/factories.ts';
import type { ApiAs } from './support/staff-helpers.ts';
import { type TestContext, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('POST /users/create on %s', (dialect) => {
  const t: TestContext = useTestApp(dialect);
  const ids = useDemoIds(t);
  let owner: ApiAs;
  let manager: ApiAs;

  beforeAll(async () => {
    owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    manager = api(t.app, await loginAs(t.app, accounts.manager.email));
  });

  it('creates a staff member in the owner’s school and answers 201 with the User', async () => {
    const staff = buildStaff({ role: 'accountant' });
    const response = await owner.post('/users/create', staff);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email: staff.email,
      role: 'accountant',
      school_id: ids.schools.demo,
      profile: {
        full_name: 'Сафина Эльвира Маратовна',
        phone: '+7 (917) 300-40-51',
        birthdate: '1995-10-03',
      },
    });
    const cookie = await loginAs(t.app, staff.email, staff.password);
    expect((await api(t.app, cookie).get('/auth/check')).body.user.id).toBe(response.body.id);
  });

  it('refuses a school_id of another school and writes nothing: staff join the caller’s school only', async () => {
    const staff = buildStaff();
    const response = await owner.post('/users/create', { ...staff, school_id: ids.schools.other });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: serverErrors.otherSchool });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', staff.email).executeTakeFirst(),
    ).toBe(undefined);
    const own = await owner.post('/users/create', { ...buildStaff(), school_id: ids.schools.demo });
    expect(own.body.school_id).toBe(ids.schools.demo);
  });

  it('answers 409 for a taken email, the same words for its own staff and another school, and writes nothing', async () => {
    const before = (await t.db.selectFrom('users').select('id').execute()).length;
    const elsewhere = await owner.post(
      '/users/create',
      buildStaff({ email: accounts.otherOwner.email.toUpperCase() }),
    );
    const own = await owner.post('/users/create', buildStaff({ email: accounts.manager.email }));
    for (const response of [elsewhere, own]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: serverErrors.staffEmailUnavailable });
    }
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
