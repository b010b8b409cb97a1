import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  type DeletedPerson,
  PURGED_STUDENT_NAME,
  RESTORE_DAYS,
  serverErrors,
} from '../../../src/contract/index.ts';
import { familyContacts } from '../../src/modules/students/service.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { purgePeopleAsDue } from '../support/people-purge.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { storedClient, storedGroupIds, storedStudent } from './support/people-rows.ts';

// Deletion of students and clients that can be undone (docs/deletion.md, «Ученики и клиенты»): the spec's delete
// hides the person everywhere at once and keeps the money; the owner restores them for RESTORE_DAYS; then the
// school's daily purge deletes them for good, or anonymizes them when money rows name them.

type Listed = { id: number; students?: { id: number }[]; clients?: { id: number }[] };

describe.each(testDialects())('deleted students and clients on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  const as = async (who: keyof typeof accounts) => api(t.app, await loginAs(t.app, accounts[who].email));
  const ids = useDemoIds(t);
  /** Demo students with money: Петрова Виктория and Петров Даниил. */
  let viktoria: number;
  let daniil: number;

  beforeAll(async () => {
    await t.runJobs();
    viktoria = await demoPersonId(t.db, 'students', 'Петрова Виктория');
    daniil = await demoPersonId(t.db, 'students', 'Петров Даниил');
  });

  const studentIds = async () =>
    ((await (await as('owner')).post(`/${apiPath('studentsAll')}`, {})).body as Listed[]).map((s) => s.id);
  const clients = async () =>
    (await (await as('owner')).post(`/${apiPath('clientsWhere')}`, {})).body as Listed[];
  const money = async () => {
    const accountant = await as('accountant');
    const owner = await as('owner');
    return {
      balances: (await accountant.get(`/${apiPath('balances')}`)).body,
      payments: (await owner.post(`/${apiPath('paymentsWhere')}`, {})).body,
    };
  };
  /** The roll of the first coming lesson of the student's first group. */
  const comingRoll = async (groupId: number) => {
    const owner = await as('owner');
    const lessons = (await owner.post(`/${apiPath('lessonsWhere')}`, {})).body as {
      id: number;
      group_id: number;
      lesson_date: string;
    }[];
    const coming = lessons.find(
      (lesson) =>
        lesson.group_id === groupId && lesson.lesson_date > t.clock.now().toISOString().slice(0, 10),
    );
    if (!coming) throw new Error('no coming lesson');
    const roll = await owner.post(`/${apiPath('attendanceWhere')}`, { lesson_id: coming.id });
    return (roll.body as { student_id: number }[]).map((row) => row.student_id);
  };

  it('hides a student with money everywhere, keeps the money, and the owner restores them with their groups', async () => {
    const owner = await as('owner');
    const student = (await owner.get(`/${apiPath('student', { id: viktoria })}`)).body as {
      id: number;
      groups: { id: number }[];
    };
    const groupId = student.groups[0]?.id as number;
    expect(await comingRoll(groupId)).toContain(viktoria);
    const before = await money();

    const deleted = await owner.delete(`/${apiPath('studentDelete', { id: viktoria })}`);
    expect([deleted.status, deleted.body]).toEqual([200, { id: viktoria }]);

    expect(await studentIds()).not.toContain(viktoria);
    expect((await owner.get(`/${apiPath('student', { id: viktoria })}`)).status).toBe(404);
    expect((await clients()).flatMap((client) => client.students?.map((s) => s.id) ?? [])).not.toContain(
      viktoria,
    );
    expect(await comingRoll(groupId)).not.toContain(viktoria);
    expect(await money()).toEqual(before);
    // «Балансы» still lists the student's money, and its link opens their account.
    const account = await (await as('accountant')).get(`/${apiPath('studentAccount', { id: viktoria })}`);
    expect(account.status, account.text).toBe(200);
    expect(account.body).toMatchObject({ student_id: viktoria });
    expect((await owner.put(`/${apiPath('studentUpdate', { id: viktoria })}`, { name: 'X' })).status).toBe(
      404,
    );

    const list = (await owner.get(`/${apiPath('studentsDeleted')}`)).body as DeletedPerson[];
    expect(list).toEqual([
      {
        id: viktoria,
        name: student && (await storedStudent(t.db, viktoria))?.name,
        deleted_at: t.clock.now().toISOString(),
        purge_at: new Date(t.clock.now().getTime() + RESTORE_DAYS * DAY).toISOString(),
        days_left: RESTORE_DAYS,
      },
    ]);
    // Whoever may delete restores (docs/deletion.md); the front desk neither.
    expect(
      (await (await as('receptionist')).post(`/${apiPath('studentRestore', { id: viktoria })}`)).status,
    ).toBe(403);

    t.clock.advance(DAY);
    const restored = await owner.post(`/${apiPath('studentRestore', { id: viktoria })}`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toEqual((await owner.get(`/${apiPath('student', { id: viktoria })}`)).body);
    expect((restored.body as { groups: { id: number }[] }).groups).toEqual(student.groups);
    expect(await studentIds()).toContain(viktoria);
    expect(await comingRoll(groupId)).toContain(viktoria);
    expect(await money()).toEqual(before);
    expect((await owner.get(`/${apiPath('studentsDeleted')}`)).body).toEqual([]);
    // Restored once: a second restore finds nothing deleted.
    expect((await owner.post(`/${apiPath('studentRestore', { id: viktoria })}`)).status).toBe(404);
  });

  it('shuts the cabinet: a deleted child is not shown to the family, a deleted client is not let in', async () => {
    const family = await familyWithEmail(t, 'deleted-family@example.ru');
    const cookie = await signInToCabinet(t, 'deleted-family@example.ru');
    const home = async () => api(t.app, cookie).get(`/${apiPath('cabinetHome')}`);
    const children = ((await home()).body as CabinetHome).students.map((s) => s.id);
    const [child] = family.client.students;
    if (!child) throw new Error('no child');
    expect(children).toContain(child.id);
    expect((await familyContacts(t.db, ids.schools.demo, [child.id])).map((c) => c.email)).toContain(
      'deleted-family@example.ru',
    );

    await family.owner.delete(`/${apiPath('studentDelete', { id: child.id })}`);
    expect(((await home()).body as CabinetHome).students.map((s) => s.id)).not.toContain(child.id);
    // No message reaches a deleted person's contacts: reminders, notices and the staff's messages all ask these.
    expect(await familyContacts(t.db, ids.schools.demo, [child.id])).toEqual([]);

    await family.owner.delete(`/${apiPath('clientDelete', { id: family.client.id })}`);
    // The open session sees nothing of the family any more; a new sign-in is refused.
    const shut = await home();
    expect(shut.status === 401 || (shut.body as CabinetHome).students.length === 0).toBe(true);
    const asked = await api(t.app).post(`/${apiPath('cabinetCode')}`, { email: 'deleted-family@example.ru' });
    await t.deliverMail();
    expect(asked.status).toBe(200);
    const signIn = await api(t.app).post(`/${apiPath('cabinetSignIn')}`, {
      email: 'deleted-family@example.ru',
      code: '000000',
    });
    expect(signIn.status).not.toBe(200);
    expect((await clients()).map((client) => client.id)).not.toContain(family.client.id);

    // Restored, both are back for the staff and the family.
    expect((await family.owner.post(`/${apiPath('clientRestore', { id: family.client.id })}`)).status).toBe(
      200,
    );
    expect((await family.owner.post(`/${apiPath('studentRestore', { id: child.id })}`)).status).toBe(200);
    const again = await signInToCabinet(t, 'deleted-family@example.ru');
    const seen = (await api(t.app, again).get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    expect(seen.students.map((s) => s.id)).toContain(child.id);
  });

  it('refuses a restore after RESTORE_DAYS (409); the purge anonymizes a person with money and deletes one without', async () => {
    const owner = await as('owner');
    const plain = (await owner.post(`/${apiPath('studentCreate')}`, { name: 'Без истории' })).body as {
      id: number;
    };
    const payer = (await owner.post(`/${apiPath('clientCreate')}`, { name: 'Клиент без истории' })).body as {
      id: number;
    };
    const before = await money();
    for (const id of [daniil, plain.id]) await owner.delete(`/${apiPath('studentDelete', { id })}`);
    await owner.delete(`/${apiPath('clientDelete', { id: payer.id })}`);

    t.clock.advance(RESTORE_DAYS * DAY + 1000);
    const boss = await as('owner');
    const late = await boss.post(`/${apiPath('studentRestore', { id: daniil })}`);
    expect([late.status, late.body]).toEqual([409, { message: serverErrors.studentRestoreExpired }]);
    const lateClient = await boss.post(`/${apiPath('clientRestore', { id: payer.id })}`);
    expect([lateClient.status, lateClient.body]).toEqual([
      409,
      { message: serverErrors.clientRestoreExpired },
    ]);

    // The daily job runs the purge once per school and day.
    const runs = await t.runJobs();
    expect(runs.some((run) => run.schoolId === ids.schools.demo && run.job === 'people-purge')).toBe(true);
    expect(await storedStudent(t.db, plain.id)).toBeUndefined();
    expect(await storedClient(t.db, payer.id)).toBeUndefined();
    expect(await storedStudent(t.db, daniil)).toMatchObject({
      name: PURGED_STUDENT_NAME,
      email: null,
      birthdate: null,
      contact: '',
    });
    expect(await storedGroupIds(t.db, 'student', daniil)).toEqual([]);
    expect(await studentIds()).not.toContain(daniil);
    expect((await boss.get(`/${apiPath('studentsDeleted')}`)).body).toEqual([]);
    expect((await boss.post(`/${apiPath('studentRestore', { id: daniil })}`)).status).toBe(409);
    // The money adds up as before; the ledger names the student anonymously.
    const after = await money();
    expect(JSON.stringify(after.balances)).toContain(PURGED_STUDENT_NAME);
    expect((after.payments as unknown[]).length).toBe((before.payments as unknown[]).length);
    const balances = (b: unknown) =>
      (b as { students: { student_id: number; balance: number }[] }).students
        .map((s) => [s.student_id, s.balance])
        .sort((x, y) => (x[0] as number) - (y[0] as number));
    expect(balances(after.balances)).toEqual(balances(before.balances).filter(([id]) => id !== plain.id));
    // A purge run again changes nothing.
    expect(await purgePeopleAsDue(t, ids.schools.demo)).toEqual({ students: 0, clients: 0 });
  });

  it('answers one 200 and one 404 to a delete or a restore made twice at once, never a 500', async () => {
    const boss = await as('owner');
    for (let round = 0; round < 4; round++) {
      const student = (await boss.post(`/${apiPath('studentCreate')}`, { name: `Двойной ${round}` }))
        .body as {
        id: number;
      };
      const client = (await boss.post(`/${apiPath('clientCreate')}`, { name: `Двойной ${round}` })).body as {
        id: number;
      };
      const other = await as('owner');
      for (const [remove, restore] of [
        [apiPath('studentDelete', { id: student.id }), apiPath('studentRestore', { id: student.id })],
        [apiPath('clientDelete', { id: client.id }), apiPath('clientRestore', { id: client.id })],
      ] as const) {
        const deletes = await Promise.all([boss.delete(`/${remove}`), other.delete(`/${remove}`)]);
        expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
        const restores = await Promise.all([boss.post(`/${restore}`), other.post(`/${restore}`)]);
        expect(restores.map((r) => r.status).sort()).toEqual([200, 404]);
      }
    }
  });
});
