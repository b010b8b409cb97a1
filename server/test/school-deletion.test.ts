import { describe, expect, it } from 'vitest';
import { apiPath, RESTORE_DAYS, serverErrors } from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { buildRegistration } from './support/factories.ts';
import { purgeAsDue } from './support/school-purge.ts';
import { useTestApp } from './support/test-app.ts';
import { DAY } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

// Deletion that can be undone (docs/deletion.md): a school the admin deletes is hidden at once — its staff, its
// API tokens and its jobs stop — restorable for RESTORE_DAYS, and purged for good by the host's job after.

describe.each(testDialects())('a deleted school on %s', (dialect) => {
  const t = useTestApp(dialect);
  const admin = async () => api(t.app, await loginAs(t.app, accounts.admin.email));

  /** A school of its own with an owner signed in and an API token. */
  async function school() {
    const registration = buildRegistration();
    const { body } = await api(t.app).post('/ownerschool/register', registration);
    const email = registration.account.email;
    const cookie = await loginAs(t.app, email, registration.account.password);
    const owner = api(t.app, cookie);
    const token = (
      await owner.post(`/${apiPath('apiTokenCreate')}`, { name: 'Сайт', scopes: ['leads:read'] })
    ).body.token as string;
    const bearer = () =>
      send(t.app, `/api/${apiPath('leadsWhere')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    return { id: body.school.id as number, email, password: registration.account.password, owner, bearer };
  }

  it('is hidden at once: its people and tokens are let in nowhere, its jobs stop', async () => {
    const doomed = await school();
    expect((await doomed.bearer()).status).toBe(200);
    const boss = await admin();
    expect((await boss.delete(`/${apiPath('schoolDelete', { id: doomed.id })}`)).body).toEqual({
      id: doomed.id,
    });

    const listed = (await boss.get(`/${apiPath('schools')}`)).body as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(doomed.id);
    expect((await boss.get(`/${apiPath('school', { id: doomed.id })}`)).status).toBe(404);
    const deleted = (await boss.get(`/${apiPath('schoolsDeleted')}`)).body as {
      id: number;
      purge_at: string;
    }[];
    expect(deleted.find((row) => row.id === doomed.id)?.purge_at).toBe(
      new Date(t.clock.now().getTime() + RESTORE_DAYS * DAY).toISOString(),
    );

    expect((await doomed.owner.get(`/${apiPath('authCheck')}`)).status).toBe(401);
    const login = await api(t.app).post(`/${apiPath('login')}`, {
      email: doomed.email,
      password: doomed.password,
    });
    expect([login.status, login.body]).toEqual([401, { message: serverErrors.schoolDeleted }]);
    expect((await doomed.bearer()).status).toBe(401);
    // The host's day passes: the deleted school's jobs do not run.
    t.clock.advance(DAY);
    expect((await t.runJobs()).filter((run) => run.schoolId === doomed.id)).toEqual([]);

    // Restored by the admin: everything is as it was.
    const restored = await boss.post(`/${apiPath('schoolRestore', { id: doomed.id })}`);
    expect(restored.body).toMatchObject({ id: doomed.id });
    expect((await doomed.bearer()).status).toBe(200);
    expect(
      (await api(t.app).post(`/${apiPath('login')}`, { email: doomed.email, password: doomed.password }))
        .status,
    ).toBe(200);
    expect((await t.runJobs()).some((run) => run.schoolId === doomed.id)).toBe(true);
  });

  it('cannot be restored once RESTORE_DAYS have passed, and then goes for good', async () => {
    const doomed = await school();
    await (await admin()).delete(`/${apiPath('schoolDelete', { id: doomed.id })}`);
    t.clock.advance(RESTORE_DAYS * DAY + 1000);
    // A month on, the admin signs in afresh.
    const boss = await admin();
    const late = await boss.post(`/${apiPath('schoolRestore', { id: doomed.id })}`);
    expect([late.status, late.body]).toEqual([409, { message: serverErrors.schoolRestoreExpired }]);
    expect(await purgeAsDue(t)).toContain(doomed.id);
    expect(await t.db.selectFrom('schools').select('id').where('id', '=', doomed.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', doomed.email).execute()).toEqual(
      [],
    );
    expect((await boss.post(`/${apiPath('schoolRestore', { id: doomed.id })}`)).status).toBe(404);
    // Its owner's email is free again.
    const again = await api(t.app).post('/ownerschool/register', {
      ...buildRegistration(),
      account: { email: doomed.email, password: doomed.password },
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body.school.id).toBeGreaterThan(doomed.id);
  });

  it('is deleted once and restored once when two admins press at once, over many rounds', async () => {
    const boss = await admin();
    const other = api(t.otherProcess(), await loginAs(t.otherProcess(), accounts.admin.email));
    for (let round = 0; round < 5; round += 1) {
      const target = await school();
      const deletes = await Promise.all([
        boss.delete(`/${apiPath('schoolDelete', { id: target.id })}`),
        other.delete(`/${apiPath('schoolDelete', { id: target.id })}`),
      ]);
      expect(deletes.map((response) => response.status).sort()).toEqual([200, 404]);
      const restores = await Promise.all([
        boss.post(`/${apiPath('schoolRestore', { id: target.id })}`),
        other.post(`/${apiPath('schoolRestore', { id: target.id })}`),
      ]);
      expect(restores.map((response) => response.status).sort()).toEqual([200, 404]);
      expect((await target.bearer()).status).toBe(200);
    }
  });
});
