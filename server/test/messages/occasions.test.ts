import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiPath,
  type cabinetTrialGroupsSchema,
  formatMoney,
  type Message,
} from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// Each reminder's occasion (docs/messages.md): a visits pass coming down to the school's threshold, a pass ending in
// three days, a debt — once a week while it lasts —, a birthday when the school greets, a trial lesson tomorrow to
// the lead who signed up from the cabinet.

const adult = 'dancer@example.ru';

describe.each(testDialects())('reminders’ occasions on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  const owner = async () => api(t.app, await loginAs(t.app, accounts.owner.email));
  const written = async (kind: string) =>
    ((await (await owner()).post(`/${apiPath('messages')}`, { kind })).body as Message[]).filter(
      (message) => message.recipient === adult,
    );

  it('writes «осталось», «заканчивается», the debt and the greeting once, the debt again a week later', async () => {
    // Friday 2026-03-20, before the school's hour.
    t.clock.set('2026-03-20T08:00:00.000Z');
    await t.runJobs();
    const boss = await owner();
    const student = await boss.post(`/${apiPath('studentCreate')}`, {
      name: 'Ученица с днём рождения',
      email: adult,
      birthdate: '2001-03-20',
    });
    expect(student.status, student.text).toBe(201);
    const template = await boss.post(`/${apiPath('subscriptionTemplateCreate')}`, {
      name: 'Разовое на 4 дня',
      kind: 'visits',
      visits: 1,
      price: 120_000,
      validity_days: 4,
      freeze_count: 0,
      freeze_days: 0,
    });
    expect(template.status, template.text).toBe(201);
    const sold = await boss.post(`/${apiPath('subscriptionSell')}`, {
      student_id: student.body.id,
      template_id: template.body.id,
      issued_at: '2026-03-20',
    });
    expect(sold.status, sold.text).toBe(201);
    const greeting = await boss.put(`/${apiPath('messageTemplateUpdate')}`, {
      kind: 'birthday',
      enabled: true,
      subject: 'С днём рождения!',
      body: '{ученик}, с днём рождения! {школа}',
    });
    expect(greeting.status, greeting.text).toBe(200);

    t.clock.set('2026-03-20T15:05:00.000Z');
    await t.runJobs();
    expect((await written('visits_left')).map((message) => message.text)).toEqual([
      expect.stringContaining('осталось занятий: 1'),
    ]);
    expect((await written('pass_ending')).map((message) => message.subject)).toEqual([
      'Абонемент заканчивается 23 марта',
    ]);
    expect((await written('debt')).map((message) => message.subject)).toEqual([
      `Задолженность ${formatMoney(120_000)}`,
    ]);
    expect((await written('birthday')).map((message) => message.text)).toEqual([
      expect.stringMatching(/^Ученица с днём рождения, с днём рождения! Школа танца/),
    ]);
    await t.deliverMail();
    expect(t.mailbox.to(adult)).toHaveLength(4);

    // Saturday: nothing new; Monday: a new week, the debt once more.
    t.clock.set('2026-03-21T15:05:00.000Z');
    await t.runJobs();
    expect(await written('debt')).toHaveLength(1);
    expect(await written('visits_left')).toHaveLength(1);
    t.clock.set('2026-03-23T15:05:00.000Z');
    await t.runJobs();
    expect(await written('debt')).toHaveLength(2);
  });

  it('reminds a lead who signed up for a trial from the cabinet the evening before', async () => {
    const family = 'trial-family@example.ru';
    const boss = await owner();
    const client = await boss.post(`/${apiPath('clientCreate')}`, { name: 'Мама новенькой', email: family });
    expect(client.status, client.text).toBe(201);
    const cabinet = api(t.app, await signInToCabinet(t, family));
    const groups = (await cabinet.get(`/${apiPath('cabinetTrialGroups')}`)).body as z.infer<
      typeof cabinetTrialGroupsSchema
    >;
    // A lesson whose eve is still ahead: this day's reminders were written by the test above.
    const later = (date: string) => date > '2026-03-24';
    const group = groups.find((candidate) => candidate.lessons.some((option) => later(option.date)));
    const lesson = group?.lessons.find((option) => later(option.date));
    if (!group || !lesson) throw new Error('no group open for a trial');
    const signed = await cabinet.post(`/${apiPath('cabinetTrial')}`, {
      group_id: group.id,
      lesson_date: lesson.date,
      child_name: 'Соня',
    });
    expect(signed.status, signed.text).toBe(201);
    const eve = new Date(Date.parse(`${lesson.date}T15:05:00.000Z`) - 86_400_000).toISOString();
    t.clock.set(eve);
    await t.runJobs();
    await t.deliverMail();
    const [mail, ...more] = t.mailbox
      .to(family)
      .filter((received) => received.subject === 'Завтра пробное занятие');
    expect(more).toHaveLength(0);
    expect(mail?.text).toMatch(/^Соня, ждём вас завтра, \d+ [а-я]+, на пробное занятие/);
  });
});
