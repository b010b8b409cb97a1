import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { type ApiAs, createStaffAs, storedUser } from './support/staff-helpers.ts';
import { type TestContext, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('DELETE /users/delete/{id} on %s', (dialect) => {
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

  it('deletes the user with profile and sessions; their cookie stops working', async () => {
    const { staff, user } = await createStaffAs(owner);
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
    expect((await owner.delete(`/users/delete/${ids.users.otherOwner}`)).status).toBe(404);
    expect((await otherOwner.delete(`/users/delete/${ids.users.teacher}`)).status).toBe(404);
    expect((await owner.delete(`/users/delete/${ids.users.owner}`)).body).toEqual({
      message: serverErrors.cannotChangeSelf,
    });
    for (const id of [ids.users.otherOwner, ids.users.teacher, ids.users.owner]) {
      expect(await storedUser(t, id)).toBeDefined();
    }
  });

  it('is the owner’s alone', async () => {
    expect((await manager.delete(`/users/delete/${ids.users.teacher}`)).status).toBe(403);
    expect((await api(t.app).delete(`/users/delete/${ids.users.teacher}`)).status).toBe(401);
    expect(await storedUser(t, ids.users.teacher)).toBeDefined();
  });
});
