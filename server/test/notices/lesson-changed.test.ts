import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  type CabinetTelegram,
  defaultTemplates,
} from '../../../src/contract/index.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A lesson cancelled or moved is told at once to the families of its roll (docs/messages.md): by email through a
// real SMTP server, and by the school's bot to a linked chat (a loopback server speaking the Bot API) — once.

const TOKEN = '123456789:AAH-notice-token-of-the-school-bot-0';
const CHAT = 4242;

describe.each(testDialects())('notices of a changed lesson on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true, telegram: true });
  const ids = useDemoIds(t);
  let lessonId = 0;
  let groupName = '';

  beforeAll(async () => {
    await t.runJobs();
    t.telegram.bots.set(TOKEN, 'gracia_notice_bot');
    await familyWithEmail(t, 'notice-family@example.ru');
    const cabinet = api(t.app, await signInToCabinet(t, 'notice-family@example.ru'));
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    expect((await owner.put(`/${apiPath('telegramBotUpdate')}`, { token: TOKEN })).status).toBe(200);
    const link = (await cabinet.post(`/${apiPath('cabinetTelegram')}`)).body as CabinetTelegram;
    t.telegram.push(TOKEN, {
      message: { chat: { id: CHAT }, text: `/start ${link.url?.split('start=')[1]}` },
    });
    await t.pollBot(ids.schools.demo);
    const home = (await cabinet.get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const lesson = home.students
      .flatMap((student) => student.next_lessons)
      .find((candidate) => candidate.date > '2026-03-02');
    if (!lesson) throw new Error('no coming lesson');
    lessonId = lesson.lesson_id;
    groupName = lesson.group_name;
  });

  const mailsOf = (subject: string) =>
    t.mailbox.to('notice-family@example.ru').filter((mail) => mail.subject.startsWith(subject));
  const chatsOf = (text: string) =>
    t.telegram.sent.filter((message) => message.chat_id === String(CHAT) && message.text.includes(text));

  it('tells the family of a move by email and in the linked chat, once however often it is saved', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    for (let time = 0; time < 2; time++) {
      const moved = await owner.patch(`/${apiPath('lessonUpdate', { id: lessonId })}`, {
        start_time: '20:45',
      });
      expect(moved.status, moved.text).toBe(200);
    }
    await t.deliverMail();
    const [mail, ...more] = mailsOf('Занятие перенесено');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Занятие перенесено: ${groupName}`);
    expect(mail?.text).toMatch(/переносится\. Было: .+\. Теперь: .+, 20:45\.$/);
    expect(chatsOf('переносится')).toHaveLength(1);
  });

  it('sends a kind only by the channels the school chose for it, and never by none', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const template = (channels: { by_email?: boolean; by_telegram?: boolean }, enabled = true) =>
      owner.put(`/${apiPath('messageTemplateUpdate')}`, {
        kind: 'lesson_moved',
        enabled,
        ...defaultTemplates.lesson_moved,
        ...channels,
      });
    const moveTo = async (start_time: string) => {
      const moved = await owner.patch(`/${apiPath('lessonUpdate', { id: lessonId })}`, { start_time });
      expect(moved.status, moved.text).toBe(200);
      await t.deliverMail();
    };

    expect((await template({ by_email: false })).body).toMatchObject({ by_email: false, by_telegram: true });
    await moveTo('21:00');
    expect(mailsOf('Занятие перенесено').filter((mail) => mail.text.includes('21:00'))).toHaveLength(0);
    expect(chatsOf('21:00')).toHaveLength(1);

    // A save that leaves the channels out keeps them.
    expect((await template({})).body).toMatchObject({ by_email: false, by_telegram: true });
    const none = await template({ by_telegram: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      'Выберите, как отправлять: письмом, в Telegram или обоими — или выключите сообщение',
    );
    // Off, a kind may keep no channel.
    expect((await template({ by_telegram: false }, false)).status).toBe(200);

    expect((await template({ by_email: true, by_telegram: false })).body).toMatchObject({
      enabled: true,
      by_email: true,
      by_telegram: false,
    });
    await moveTo('21:15');
    expect(mailsOf('Занятие перенесено').filter((mail) => mail.text.includes('21:15'))).toHaveLength(1);
    expect(chatsOf('21:15')).toHaveLength(0);
    await template({ by_email: true, by_telegram: true });
  });

  it('tells them of a cancellation once, and nobody of a change that is neither', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const movesBefore = mailsOf('Занятие перенесено').length;
    await owner.patch(`/${apiPath('lessonUpdate', { id: lessonId })}`, { duration_minutes: 90 });
    await owner.patch(`/${apiPath('lessonUpdate', { id: lessonId })}`, { is_canceled: true });
    await owner.patch(`/${apiPath('lessonUpdate', { id: lessonId })}`, { is_canceled: true });
    await t.deliverMail();
    expect(mailsOf('Занятие отменено')).toHaveLength(1);
    expect(mailsOf('Занятие отменено')[0]?.text).toContain('отменено');
    expect(chatsOf('отменено')).toHaveLength(1);
    expect(mailsOf('Занятие перенесено')).toHaveLength(movesBefore);
  });

  it('tells nobody when a past lesson is put right in the books', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const { group_id } = (await owner.get(`/${apiPath('lesson', { id: lessonId })}`)).body as {
      group_id: number;
    };
    const past = await owner.post(`/${apiPath('lessonCreate')}`, {
      group_id,
      lesson_date: '2026-02-23',
      start_time: '19:00',
      duration_minutes: 60,
    });
    expect(past.status, past.text).toBe(201);
    const before = t.mailbox.messages.length;
    const canceled = await owner.patch(`/${apiPath('lessonUpdate', { id: past.body.id })}`, {
      is_canceled: true,
    });
    expect(canceled.status).toBe(200);
    await t.deliverMail();
    expect(t.mailbox.messages.length).toBe(before);
  });

  it('tells them when a closure cancels their lessons, or a coming lesson is taken off the calendar', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const { group_id, lesson_date } = (await owner.get(`/${apiPath('lesson', { id: lessonId })}`)).body as {
      group_id: number;
      lesson_date: string;
    };
    const extra = await owner.post(`/${apiPath('lessonCreate')}`, {
      group_id,
      lesson_date: '2026-03-20',
      start_time: '10:00',
      duration_minutes: 60,
    });
    expect(extra.status, extra.text).toBe(201);
    const before = mailsOf('Занятие отменено').length;
    const closure = await owner.post(`/${apiPath('closureCreate')}`, {
      starts_on: '2026-03-20',
      ends_on: '2026-03-20',
      reason: 'Ремонт зала',
      group_ids: [group_id],
    });
    expect(closure.status, closure.text).toBe(201);
    await t.deliverMail();
    expect(mailsOf('Занятие отменено').length).toBe(before + 1);
    expect(mailsOf('Занятие отменено').at(-1)?.text).toContain('20 марта');

    const another = await owner.post(`/${apiPath('lessonCreate')}`, {
      group_id,
      lesson_date: '2026-03-21',
      start_time: '10:00',
      duration_minutes: 60,
    });
    expect((await owner.delete(`/${apiPath('lessonDelete', { id: another.body.id })}`)).status).toBe(200);
    await t.deliverMail();
    expect(mailsOf('Занятие отменено').length).toBe(before + 2);
    expect(mailsOf('Занятие отменено').at(-1)?.text).toContain('21 марта');
    expect(lesson_date).not.toBe('');
  });
});
