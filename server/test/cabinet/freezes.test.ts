import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type CabinetHome, type FreezeRequest, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { familyWithEmail, signInToCabinet } from './support.ts';

// A family freezes a pass from the cabinet (docs/cabinet.md): by default a request the front desk approves once,
// or — as the owner sets — at once; the template's limits hold either way.

describe.each(testDialects())('freezes from the cabinet on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let cabinetCookie = '';
  let passId = 0;
  const cabinet = () => api(t.app, cabinetCookie);
  const staff = async (role: 'receptionist' | 'owner') =>
    api(t.app, await loginAs(t.app, accounts[role].email));
  const pass = async () =>
    ((await cabinet().get(`/${apiPath('cabinetHome')}`)).body as CabinetHome).students
      .flatMap((student) => student.passes)
      .find((candidate) => candidate.id === passId);

  beforeAll(async () => {
    await t.runJobs();
    const { client } = await familyWithEmail(t, 'freeze@example.ru');
    cabinetCookie = await signInToCabinet(t, 'freeze@example.ru');
    const [student] = client.students;
    const owner = await staff('owner');
    const template = await owner.post(`/${apiPath('subscriptionTemplateCreate')}`, {
      name: 'Заморозка из кабинета',
      kind: 'visits',
      visits: 8,
      price: 400_000,
      validity_days: 30,
      freeze_count: 2,
      freeze_days: 10,
    });
    const sold = await owner.post(`/${apiPath('subscriptionSell')}`, {
      student_id: student?.id,
      template_id: template.body.id,
      issued_at: '2026-03-02',
    });
    expect(sold.status, sold.text).toBe(201);
    passId = sold.body.id;
  });

  it('asks the front desk by default; the request is approved once and the family is told by email', async () => {
    const asked = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: passId,
      starts_on: '2026-03-10',
      days: 5,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toEqual({ status: 'requested' });
    expect((await pass())?.pending_freeze).toEqual({ starts_on: '2026-03-10', days: 5 });
    const again = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: passId,
      starts_on: '2026-03-20',
      days: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: serverErrors.freezeRequestPending });

    const receptionist = await staff('receptionist');
    const requests = (await receptionist.get(`/${apiPath('freezeRequests')}`)).body as FreezeRequest[];
    const request = requests.find((candidate) => candidate.subscription_id === passId);
    expect(request).toMatchObject({
      starts_on: '2026-03-10',
      days: 5,
      email: 'freeze@example.ru',
      status: 'pending',
    });
    // Two colleagues press at once: one approves, the other is told it is decided.
    const decisions = await Promise.all([
      receptionist.post(`/${apiPath('freezeRequestDecide', { id: request?.id ?? 0 })}`, { approve: true }),
      t.otherProcess().request(`/api/${apiPath('freezeRequestDecide', { id: request?.id ?? 0 })}`, {
        method: 'POST',
        headers: { cookie: await loginAs(t.app, accounts.owner.email), 'content-type': 'application/json' },
        body: JSON.stringify({ approve: false }),
      }),
    ]);
    const statuses = [decisions[0].status, decisions[1].status].sort();
    expect(statuses).toEqual([200, 409]);
    const seen = await pass();
    expect(seen?.pending_freeze).toBeNull();
    const approved = decisions[0].status === 200;
    expect(seen?.frozen_until ?? null).toBe(approved ? '2026-03-14' : null);
    await t.deliverMail();
    const [told] = t.mailbox.to('freeze@example.ru').filter((mail) => mail.subject.startsWith('Заморозка'));
    expect(told?.subject).toBe(
      approved ? 'Заморозка абонемента подтверждена' : 'Заморозка абонемента не подтверждена',
    );
  });

  it('freezes at once where the owner says so, within the template’s limits', async () => {
    const owner = await staff('owner');
    await owner.patch(`/${apiPath('cabinetSettingsUpdate')}`, { freeze_mode: 'instant' });
    const tooLong = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: passId,
      starts_on: '2026-03-20',
      days: 11,
    });
    expect(tooLong.status).toBe(400);
    const backdated = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: passId,
      starts_on: '2026-03-01',
      days: 1,
    });
    expect(backdated.status).toBe(400);
    expect(backdated.body).toEqual({ message: serverErrors.freezeBackdated });
    const before = await pass();
    const applied = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: passId,
      starts_on: '2026-03-25',
      days: 2,
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({ status: 'applied' });
    const after = await pass();
    expect(after?.freezes_left).toBe((before?.freezes_left ?? 0) - 1);
    expect(after?.freeze_days_left).toBe((before?.freeze_days_left ?? 0) - 2);
  });

  it('answers another family’s pass as not found', async () => {
    const owner = await staff('owner');
    const all = (await owner.post(`/${apiPath('subscriptionsWhere')}`, {})).body as {
      id: number;
      student_id: number;
    }[];
    const own = new Set(
      ((await cabinet().get(`/${apiPath('cabinetHome')}`)).body as CabinetHome).students.map(
        (student) => student.id,
      ),
    );
    const foreign = all.find((candidate) => !own.has(candidate.student_id));
    const response = await cabinet().post(`/${apiPath('cabinetFreeze')}`, {
      subscription_id: foreign?.id ?? 999_999,
      starts_on: '2026-03-25',
      days: 1,
    });
    expect(response.status).toBe(404);
  });
});
