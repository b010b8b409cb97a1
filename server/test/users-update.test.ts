import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { type ApiAs, createStaffAs, storedUser } from './support/staff-helpers.ts';
import { type TestContext, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('PATCH /users/update/{id} on %s', (dialect) => {
  const t: TestContext = useTestApp(dialect);
  const ids = useDemoIds(t);
  let owner: ApiAs;
  let manager: ApiAs;
  let otherOwner: ApiAs;

  beforeAll(async () => {
    owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
  });

  it('changes a role, and the staff member’s open session sees it on the next request', async () => {
    const { staff, user } = await createStaffAs(owner, { role: 'teacher' });
    const session = api(t.app, await loginAs(t.app, staff.email, staff.password));
    expect((await session.post('/users/getWithRole', { role: 'teacher' })).status).toBe(200);

    const response = await owner.patch(`/users/update/${user.id}`, { role: 'accountant' });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('accountant');
    expect((await session.get('/auth/check')).body.user.role).toBe('accountant');
    expect((await session.post('/users/getWithRole', { role: 'teacher' })).status).toBe(403);
  });

  it('changes only the profile fields it is given', async () => {
    const { user } = await createStaffAs(owner);
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
    const { staff, user } = await createStaffAs(owner);
    const sessions = [
      await loginAs(t.app, staff.email, staff.password),
      await loginAs(t.app, staff.email, staff.password),
    ];

    expect((await owner.patch(`/users/update/${user.id}`, { password: 'новый-пароль-1' })).status).toBe(200);
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
    const { staff, user } = await createStaffAs(owner);
    const cookie = await loginAs(t.app, staff.email, staff.password);
    await owner.patch(`/users/update/${user.id}`, { profile: { full_name: 'Сафина Эльвира' } });
    expect((await api(t.app, cookie).get('/auth/check')).status).toBe(200);
  });

  it('answers 404 for another school’s user and the admin, and changes nothing', async () => {
    for (const id of [ids.users.otherOwner, ids.users.admin, 9999]) {
      const before = await storedUser(t, id);
      const response = await owner.patch(`/users/update/${id}`, {
        role: 'manager',
        profile: { full_name: 'Взлом' },
      });
      expect(response.status, String(id)).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.notFound });
      expect(await storedUser(t, id)).toEqual(before);
    }
    const foreign = await otherOwner.patch(`/users/update/${ids.users.teacher}`, { role: 'manager' });
    expect(foreign.status).toBe(404);
    expect((await storedUser(t, ids.users.teacher))?.role).toBe('teacher');
  });

  it('answers 409 when the owner addresses themself', async () => {
    const response = await owner.patch(`/users/update/${ids.users.owner}`, { role: 'manager' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: serverErrors.cannotChangeSelf });
    expect((await storedUser(t, ids.users.owner))?.role).toBe('owner');
  });

  it('answers 400 for an empty change, a bad role, a bad id', async () => {
    expect((await owner.patch(`/users/update/${ids.users.teacher}`, {})).body).toEqual({
      message: 'Нет полей для изменения',
    });
    expect((await owner.patch(`/users/update/${ids.users.teacher}`, { role: 'owner' })).status).toBe(400);
    expect((await owner.patch('/users/update/teacher', { role: 'manager' })).body).toEqual({
      message: serverErrors.invalidId,
    });
  });

  it('is the owner’s alone', async () => {
    expect((await manager.patch(`/users/update/${ids.users.teacher}`, { role: 'manager' })).status).toBe(403);
  });
});
