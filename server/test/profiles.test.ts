import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('GET /user_profiles/getone/{userId} on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const cookies: Record<string, string> = {};
  const profile = (who: keyof typeof accounts, userId: number | string) =>
    api(t.app, cookies[who]).get(`/user_profiles/getone/${userId}`);
  /** The id of a user's profile row, as the database holds it. */
  const profileId = async (userId: number) =>
    (
      await t.db
        .selectFrom('user_profiles')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    for (const who of ['admin', 'owner', 'manager', 'teacher', 'otherOwner'] as const) {
      cookies[who] = await loginAs(t.app, accounts[who].email);
    }
  });

  it('answers the own profile to anyone, admin included', async () => {
    expect((await profile('teacher', ids.users.teacher)).body).toEqual({
      id: await profileId(ids.users.teacher),
      user_id: ids.users.teacher,
      full_name: 'Хабибуллин Артур Ильдарович',
      phone: '+7 (917) 255-10-04',
      birthdate: '1990-05-17',
    });
    expect((await profile('admin', ids.users.admin)).body).toEqual({
      id: await profileId(ids.users.admin),
      user_id: ids.users.admin,
      full_name: 'Администратор платформы',
      phone: '',
      birthdate: null,
    });
  });

  it('lets the owner read the profiles of their own school', async () => {
    const response = await profile('owner', ids.users.accountant);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user_id: ids.users.accountant,
      full_name: 'Зайцева Людмила Петровна',
    });
  });

  it('lets the admin read anyone', async () => {
    const response = await profile('admin', ids.users.otherOwner);
    expect(response.status).toBe(200);
    expect(response.body.full_name).toBe('Кузнецов Максим Олегович');
  });

  it('hides other people from staff and other schools from the owner with 404', async () => {
    for (const [who, userId] of [
      ['manager', ids.users.owner],
      ['teacher', ids.users.secondTeacher],
      ['owner', ids.users.otherOwner],
      ['otherOwner', ids.users.manager],
      ['owner', ids.users.admin],
    ] as const) {
      const response = await profile(who, userId);
      expect(response.status, `${who} → ${userId}`).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.notFound });
    }
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 401 without a session', async () => {
    expect((await profile('admin', 999)).status).toBe(404);
    expect((await profile('admin', 'me')).body).toEqual({ message: serverErrors.invalidId });
    expect((await api(t.app).get(`/user_profiles/getone/${ids.users.owner}`)).status).toBe(401);
  });
});
