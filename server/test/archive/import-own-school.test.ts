import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { buildRegistration } from '../support/factories.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { base64, download, jsonOf, rowCounts } from './support/archive-calls.ts';
import { createRichSchool } from './support/rich-school.ts';

// docs/archive.md, «Кто загружает»: the owner of a school just registered loads the archive into it — the school
// keeps its id and its owner's account, the archive's rows take the place of what registration made — and staff
// come without passwords until the owner sets them. A school with data of its own refuses.

describe.each(testDialects())('an archive loaded by the owner of a new school on %s', (dialect) => {
  let source: TestContext;
  let target: TestContext;
  let archive: Uint8Array;
  // biome-ignore lint/suspicious/noExplicitAny: the archive's JSON as the tests read it
  let json: any;
  let ownerCookie = '';

  beforeAll(async () => {
    source = await createTestApp(dialect);
    const rich = await createRichSchool(source);
    archive = (await download(source.app, '/schools/export', rich.school.cookie('owner'))).bytes;
    json = await jsonOf(archive);
    target = await createTestApp(dialect);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('comes into the owner’s own school, whole, without a history of its own making', async () => {
    const registration = buildRegistration();
    const registered = await api(target.app).post('/ownerschool/register', registration);
    const schoolId = registered.body.school.id as number;
    ownerCookie = await loginAs(target.app, registration.account.email, registration.account.password);
    const owner = api(target.app, ownerCookie);
    const response = await owner.post('/schools/import', { archive: base64(archive) });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ school_id: schoolId, owner_email: registration.account.email });

    // The same session still works: the owner is who they were, in the school that now holds the archive.
    const card = await owner.get(`/schools/getoneschool/${schoolId}`);
    expect(card.body.Name).toBe(json.tables.schools[0].name);
    const students = await owner.post('/students/getAllStudInfo', {});
    // A student deleted before the export stays deleted (docs/deletion.md): not in the list.
    expect(students.body.map((student: { name: string }) => student.name).sort()).toEqual(
      json.tables.students
        .filter((student: { deleted_at: string | null }) => student.deleted_at === null)
        .map((student: { name: string }) => student.name)
        .sort(),
    );
    // Registration's statuses gave way to the archive's; the history is the archive's, nothing added by the load.
    const statuses = await target.db
      .selectFrom('statuses')
      .select('id')
      .where('school_id', '=', schoolId)
      .execute();
    expect(statuses).toHaveLength(json.tables.statuses.length);
    const history = await target.db
      .selectFrom('history')
      .select('id')
      .where('school_id', '=', schoolId)
      .execute();
    expect(history).toHaveLength(json.tables.history.length);
  });

  it('brings staff without passwords until the owner sets them', async () => {
    const staff = json.tables.users.find((user: { role: string }) => user.role === 'teacher');
    const signIn = (password: string) =>
      api(target.app).post('/user_accounts/login', { email: staff.email, password });
    expect((await signIn('пароль-сотрудника')).status).toBe(401);
    const owner = api(target.app, ownerCookie);
    const users = await owner.post('/users/getAllWhere', {});
    const teacher = users.body.find((user: { email: string }) => user.email === staff.email);
    const set = await owner.patch(`/users/update/${teacher.id}`, { password: 'новый-пароль-учителя' });
    expect(set.status, set.text).toBe(200);
    expect((await signIn('новый-пароль-учителя')).status).toBe(200);
  });

  it('refuses a school that already has data, and writes nothing', async () => {
    const demo = api(target.app, await loginAs(target.app, accounts.owner.email));
    const before = await rowCounts(target);
    const response = await demo.post('/schools/import', { archive: base64(archive) });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^В школе уже есть данные/);
    expect(await rowCounts(target)).toEqual(before);
  });
});
