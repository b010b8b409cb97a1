import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  type CabinetTelegram,
  demoCabinet,
  type Message,
} from '../../../src/contract/index.ts';
import { consoleMailer } from '../../node/mailer.ts';
import { deliverDue, MAX_ATTEMPTS, NO_CHANNEL } from '../../src/modules/outbox/delivery.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';

// Delivery that can be trusted (docs/messages.md), against a real SMTP server and a loopback Bot API: a provider
// that fails for a while is tried again with growing waits and then given up with its reason; an address that
// bounces or a chat that blocked the bot is given up at once and marked; quiet hours hold what is not urgent; the
// staff see all of it and send a failed message again.

const family = demoCabinet.family;
const TOKEN = '123456789:AAH-delivery-token-of-the-school-bot';
const CHAT = 5151;

describe.each(testDialects())('delivery on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true, telegram: true });
  const ids = useDemoIds(t);
  let lessons: CabinetHome['students'][number]['next_lessons'] = [];
  let adultId = 0;
  const owner = async () => api(t.app, await loginAs(t.app, accounts.owner.email));
  const list = async (filter: Record<string, string | number> = {}) =>
    (await (await owner()).post(`/${apiPath('messages')}`, filter)).body as Message[];
  const cancel = async (index: number) => {
    const lesson = lessons[index];
    if (!lesson) throw new Error(`no lesson ${index}`);
    const done = await (await owner()).patch(`/${apiPath('lessonUpdate', { id: lesson.lesson_id })}`, {
      is_canceled: true,
    });
    expect(done.status, done.text).toBe(200);
    return lesson;
  };
  /** Runs delivery as the host does, the clock moved past each wait. */
  const deliverFor = async (minutes: number) => {
    for (let passed = 0; passed < minutes; passed += 30) {
      t.clock.advance(30 * MINUTE);
      await t.deliverMail();
    }
  };

  beforeAll(async () => {
    await t.runJobs();
    t.telegram.bots.set(TOKEN, 'gracia_delivery_bot');
    const cabinet = api(t.app, await signInToCabinet(t, family));
    expect((await (await owner()).put(`/${apiPath('telegramBotUpdate')}`, { token: TOKEN })).status).toBe(
      200,
    );
    const link = (await cabinet.post(`/${apiPath('cabinetTelegram')}`)).body as CabinetTelegram;
    t.telegram.push(TOKEN, {
      message: { chat: { id: CHAT }, text: `/start ${link.url?.split('start=')[1]}` },
    });
    await t.pollBot(ids.schools.demo);
    const home = (await cabinet.get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const seen = new Set<number>();
    lessons = home.students
      .flatMap((student) => student.next_lessons)
      .filter((lesson) => !lesson.is_canceled && !seen.has(lesson.lesson_id) && seen.add(lesson.lesson_id));
    expect(lessons.length).toBeGreaterThanOrEqual(3);
    const adult = await (await owner()).post(`/${apiPath('studentCreate')}`, {
      name: 'Взрослая ученица',
      email: 'adult@example.ru',
    });
    expect(adult.status, adult.text).toBe(201);
    adultId = adult.body.id;
  });

  it('tries a failing provider again and sends once it answers; the staff see it sent with its provider', async () => {
    t.mailbox.failNext(2);
    t.telegram.failNext(1);
    const lesson = await cancel(0);
    await t.deliverMail();
    let [email] = await list({ kind: 'lesson_canceled', channel: 'email' });
    expect(email).toMatchObject({ status: 'queued', attempts: 1, person_name: expect.any(String) });
    expect(email?.last_error).toMatch(/451/);
    await deliverFor(60);
    [email] = await list({ kind: 'lesson_canceled', channel: 'email' });
    const [chat] = await list({ kind: 'lesson_canceled', channel: 'telegram' });
    expect(email).toMatchObject({ status: 'sent', attempts: 3, recipient: family, last_error: null });
    expect(chat).toMatchObject({ status: 'sent', attempts: 2, recipient: 'чат Telegram' });
    expect(
      t.mailbox.to(family).filter((mail) => mail.subject === `Занятие отменено: ${lesson.group_name}`),
    ).toHaveLength(1);
    expect(t.telegram.sent.filter((sent) => sent.text.includes('отменено'))).toHaveLength(1);
  });

  it('takes a mail server that stops answering for a failed try, and sends later', async () => {
    t.mailbox.failNext(1, 'hang');
    const sent = await (await owner()).post(`/${apiPath('messageSend')}`, {
      student_ids: [adultId],
      channels: ['email'],
      subject: 'Расписание на праздники',
      text: 'Занятия идут по расписанию.',
    });
    expect(sent.status, sent.text).toBe(201);
    await t.deliverMail();
    const [email] = await list({ kind: 'manual', student_id: adultId, status: 'queued' });
    expect(email?.last_error).toMatch(/timeout/i);
    await deliverFor(60);
    expect(t.mailbox.to('adult@example.ru').map((mail) => mail.subject)).toEqual(['Расписание на праздники']);
  });

  it('gives up after the last try with the reason, and the staff send it again', async () => {
    t.mailbox.failNext(MAX_ATTEMPTS);
    await cancel(1);
    await deliverFor(24 * 60);
    const [failed] = await list({ kind: 'lesson_canceled', channel: 'email', status: 'failed' });
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed?.last_error).toMatch(/451/);
    if (!failed) throw new Error('no failed message');

    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email));
    expect((await receptionist.post(`/${apiPath('messageResend', { id: failed.id })}`)).status).toBe(403);
    const resent = await (await owner()).post(`/${apiPath('messageResend', { id: failed.id })}`);
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toMatchObject({ status: 'queued', attempts: 0 });
    await t.deliverMail();
    expect((await list({ kind: 'lesson_canceled', status: 'failed' })).length).toBe(0);
    const again = await (await owner()).post(`/${apiPath('messageResend', { id: failed.id })}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/уже отправлено/);
  });

  it('gives up at once on an address that bounces or a chat that blocked the bot, and marks them', async () => {
    t.mailbox.refuse(family);
    t.telegram.blocked.add(String(CHAT));
    await cancel(2);
    await t.deliverMail();
    const [email] = await list({ kind: 'lesson_canceled', channel: 'email', status: 'failed' });
    const [chat] = await list({ kind: 'lesson_canceled', channel: 'telegram', status: 'failed' });
    expect(email).toMatchObject({ attempts: 1 });
    expect(email?.last_error).toMatch(/550/);
    expect(chat?.last_error).toMatch(/blocked/);
    // Marked: the recipients list of a staff message says so.
    const recipients = await (await owner()).post(`/${apiPath('messageRecipients')}`, {
      student_ids: [lessons[0]?.student_id],
    });
    expect(recipients.body).toContainEqual(expect.objectContaining({ email: family, email_blocked: true }));
  });

  it('records what no channel can carry as «канал не настроен», never as lost', async () => {
    const boss = await owner();
    const sent = await boss.post(`/${apiPath('messageSend')}`, {
      student_ids: [adultId],
      channels: ['email'],
      subject: 'Собрание',
      text: 'В субботу собрание.',
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toEqual({ queued: 1, skipped: 0 });
    // A host without SMTP: its mailer prints, and the outbox says why nothing went.
    await deliverDue(t.db, consoleMailer(), t.clock.now());
    const [message] = await list({ kind: 'manual', student_id: adultId });
    expect(message).toMatchObject({
      status: 'failed',
      last_error: NO_CHANNEL,
      recipient: 'adult@example.ru',
      subject: 'Собрание',
    });
    expect(t.mailbox.to('adult@example.ru')).toHaveLength(1);
  });

  it('holds what is not urgent in quiet hours and sends it when they end; another school sees none of it', async () => {
    // 23:30 in Moscow.
    t.clock.set('2026-03-10T20:30:00.000Z');
    const sent = await (await owner()).post(`/${apiPath('messageSend')}`, {
      student_ids: [adultId],
      channels: ['email'],
      subject: 'Новость',
      text: 'Завтра открытый урок.',
    });
    expect(sent.status, sent.text).toBe(201);
    const [held] = await list({ kind: 'manual', student_id: adultId, status: 'queued' });
    // Until 09:00 in Moscow.
    expect(held?.due_at).toBe('2026-03-11T06:00:00.000Z');
    await t.deliverMail();
    expect(t.mailbox.to('adult@example.ru')).toHaveLength(1);
    t.clock.set('2026-03-11T06:00:01.000Z');
    await t.deliverMail();
    const news = t.mailbox.to('adult@example.ru').at(-1);
    expect(news?.subject).toBe('Новость');
    // Not linked to the school's bot yet: the email offers it, with a one-time link like the cabinet's.
    expect(news?.text).toMatch(
      /Получать сообщения школы в Telegram: https:\/\/t\.me\/gracia_delivery_bot\?start=[\w-]{32}/,
    );

    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    const theirs = await other.post(`/${apiPath('messages')}`, {});
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    if (held) expect((await other.post(`/${apiPath('messageResend', { id: held.id })}`)).status).toBe(404);
  });
});
