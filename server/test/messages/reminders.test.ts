import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  demoCabinet,
  demoOwner,
  type Message,
} from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// The school's reminders (docs/messages.md): written by the host's daily job at the school's hour, once per
// occasion; an optional email carries a working unsubscribe link, and an unsubscribed address gets no more of them
// while service messages (a cancellation) still come.

const family = demoCabinet.family;

describe.each(testDialects())('reminders on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let lesson: CabinetHome['students'][number]['next_lessons'][number];

  const day = (date: string, utcTime: string) => `${date}T${utcTime}:00.000Z`;
  const dayBefore = (date: string) =>
    new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const reminders = () => t.mailbox.to(family).filter((mail) => mail.subject.startsWith('Завтра занятие'));

  beforeAll(async () => {
    await t.runJobs();
    const cabinet = api(t.app, await signInToCabinet(t, family));
    const home = (await cabinet.get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const next = home.students
      .flatMap((student) => student.next_lessons)
      .find((candidate) => candidate.date > '2026-03-03');
    if (!next) throw new Error('the demo family has no coming lesson');
    lesson = next;
  });

  it('writes nothing before the school’s hour, then tomorrow’s lesson once however often the job runs', async () => {
    const eve = dayBefore(lesson.date);
    // 17:00 in Moscow (14:00 UTC): the default hour is 18.
    t.clock.set(day(eve, '14:00'));
    await t.runJobs();
    await t.deliverMail();
    expect(reminders()).toHaveLength(0);

    t.clock.set(day(eve, '15:05'));
    await t.runJobs();
    await t.runJobs();
    await t.deliverMail();
    const [mail, ...more] = reminders();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Завтра занятие: ${lesson.group_name}`);
    expect(mail?.text).toContain(`в ${lesson.start_time}`);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/cabinet`);
    // Signed with the school's name; an optional message carries its way out, in the text and in the header.
    expect(mail?.fromName).toBe(demoOwner.school.name);
    expect(mail?.listUnsubscribe).toContain(`${TEST_PUBLIC_URL}/cabinet/unsubscribe?token=`);
    expect(mail?.text).toMatch(
      /Отписаться от таких писем: http:\/\/ritm\.test\/cabinet\/unsubscribe\?token=[\w-]+/,
    );
  });

  it('lets the family unsubscribe by the link: no more reminders, but a cancellation still comes', async () => {
    const link = reminders()[0]?.text.match(/unsubscribe\?token=([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const anonymous = api(t.app);
    const done = await anonymous.post(`/${apiPath('cabinetUnsubscribe')}`, { token: link });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ school_name: demoOwner.school.name, email: 'r•••@gracia-dance.ru' });
    // Opened twice (a mail client's preview, then the person): the same answer.
    expect((await anonymous.post(`/${apiPath('cabinetUnsubscribe')}`, { token: link })).status).toBe(200);
    const wrong = await anonymous.post(`/${apiPath('cabinetUnsubscribe')}`, { token: 'x'.repeat(32) });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/Ссылка отписки устарела/);

    // The next evening's reminder is not written for this address…
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    t.clock.set(day(lesson.date, '15:10'));
    await t.runJobs();
    const written = (await owner.post(`/${apiPath('messages')}`, { kind: 'lesson_tomorrow' }))
      .body as Message[];
    expect(
      written.filter((message) => message.recipient === family && message.created_at.startsWith(lesson.date)),
    ).toHaveLength(0);
    // …but a cancelled lesson of theirs is still told (a service message).
    const cabinet = api(t.app, await signInToCabinet(t, family));
    const home = (await cabinet.get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const coming = home.students
      .flatMap((student) => student.next_lessons)
      .find((candidate) => !candidate.is_canceled);
    if (!coming) throw new Error('no coming lesson');
    const canceled = await owner.patch(`/${apiPath('lessonUpdate', { id: coming.lesson_id })}`, {
      is_canceled: true,
    });
    expect(canceled.status, canceled.text).toBe(200);
    await t.deliverMail();
    expect(t.mailbox.to(family).filter((mail) => mail.subject.startsWith('Занятие отменено'))).toHaveLength(
      1,
    );
  });

  it('keeps the school’s own hour, and a switched-off template writes nothing', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const settings = await owner.patch(`/${apiPath('messageSettingsUpdate')}`, { reminder_hour: 20 });
    expect(settings.status, settings.text).toBe(200);
    const off = await owner.put(`/${apiPath('messageTemplateUpdate')}`, {
      kind: 'debt',
      enabled: false,
      subject: 'Долг',
      body: 'Долг {долг}',
    });
    expect(off.status, off.text).toBe(200);
    const next = new Date(Date.parse(t.clock.now().toISOString()) + 86_400_000).toISOString().slice(0, 10);
    t.clock.set(day(next, '16:30')); // 19:30 in Moscow: before the school's 20:00
    expect((await t.runJobs()).some((run) => run.job === 'reminders' && run.schoolId === 1)).toBe(false);
    t.clock.set(day(next, '17:01'));
    expect((await t.runJobs()).some((run) => run.job === 'reminders' && run.schoolId === 1)).toBe(true);
    const debts = (await owner.post(`/${apiPath('messages')}`, { kind: 'debt', from: next }))
      .body as Message[];
    expect(debts).toHaveLength(0);
  });
});
