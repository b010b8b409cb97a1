import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type CabinetHome,
  type CabinetTelegram,
  serverErrors,
} from '../../../src/contract/index.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// The school's own Telegram bot (docs/telegram.md), against a loopback server speaking the Bot API: the owner sets
// the token (checked with getMe, never shown whole), a family links its chat by a one-time deep link, asks with
// buttons, says «не придём»; an unlinked chat learns nothing; /stop unlinks.

const TOKEN = '123456789:AAH-test-token-of-the-school-bot-000';
const STRANGER_CHAT = 555;
const FAMILY_CHAT = 777;

describe.each(testDialects())('the school’s Telegram bot on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true, telegram: true });
  const ids = useDemoIds(t);
  let cabinetCookie = '';
  const cabinet = () => api(t.app, cabinetCookie);
  const lastTo = (chat: number) =>
    t.telegram.sent.filter((message) => message.chat_id === String(chat)).at(-1);
  const say = async (chat: number, text: string) => {
    t.telegram.push(TOKEN, { message: { chat: { id: chat }, text } });
    await t.pollBot(ids.schools.demo);
    return lastTo(chat);
  };
  const press = async (chat: number, data: string) => {
    t.telegram.push(TOKEN, { callback_query: { id: `cb-${data}`, data, message: { chat: { id: chat } } } });
    await t.pollBot(ids.schools.demo);
    return lastTo(chat);
  };

  beforeAll(async () => {
    await t.runJobs();
    t.telegram.bots.set(TOKEN, 'gracia_school_bot');
    await familyWithEmail(t, 'bot-family@example.ru');
    cabinetCookie = await signInToCabinet(t, 'bot-family@example.ru');
  });

  it('takes the owner’s token after Telegram knows it, and never shows it whole', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const refused = await owner.put(`/${apiPath('telegramBotUpdate')}`, {
      token: '123456789:AAH-not-a-token-telegram-knows-0000',
    });
    expect([refused.status, refused.body]).toEqual([400, { message: serverErrors.telegramTokenRefused }]);
    const malformed = await owner.put(`/${apiPath('telegramBotUpdate')}`, { token: 'https://evil.example/' });
    expect(malformed.status).toBe(400);
    const set = await owner.put(`/${apiPath('telegramBotUpdate')}`, { token: TOKEN });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({
      username: 'gracia_school_bot',
      token_masked: '123456789:…-000',
      linked_chats: 0,
    });
    expect(set.text).not.toContain('AAH-test-token');
    const read = await owner.get(`/${apiPath('telegramBot')}`);
    expect(read.text).not.toContain('AAH-test-token');
    const manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    expect((await manager.get(`/${apiPath('telegramBot')}`)).status).toBe(403);
  });

  it('tells an unlinked chat only how to link, and links a family by its one-time deep link', async () => {
    expect((await say(STRANGER_CHAT, 'Ближайшие занятия'))?.text).toContain('откройте личный кабинет');
    expect((await say(STRANGER_CHAT, '/next'))?.text).not.toContain('Хип-хоп');

    const link = (await cabinet().post(`/${apiPath('cabinetTelegram')}`)).body as CabinetTelegram;
    expect(link.bot).toBe('gracia_school_bot');
    expect(link.linked).toBe(false);
    const start = link.url?.match(/^https:\/\/t\.me\/gracia_school_bot\?start=([\w-]{32})$/)?.[1];
    expect(start).toBeDefined();
    expect((await say(FAMILY_CHAT, `/start ${start}`))?.text).toContain('Готово: чат подключён');
    // The link works once.
    expect((await say(STRANGER_CHAT, `/start ${start}`))?.text).toContain('Ссылка устарела');
    const again = (await cabinet().post(`/${apiPath('cabinetTelegram')}`)).body as CabinetTelegram;
    expect(again.linked).toBe(true);
  });

  it('answers the linked family with the cabinet’s own figures', async () => {
    const home = (await cabinet().get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const next = await press(FAMILY_CHAT, 'next');
    for (const student of home.students) expect(next?.text).toContain(student.name);
    expect(next?.reply_markup?.inline_keyboard.flat().map((button) => button.text)).toEqual([
      'Ближайшие занятия',
      'Сколько осталось',
      'Баланс',
      'Не придём',
    ]);
    expect(t.telegram.answeredCallbacks).toContain('cb-next');
    const left = await press(FAMILY_CHAT, 'left');
    for (const pass of home.students.flatMap((student) => student.passes))
      expect(left?.text).toContain(`осталось ${pass.remaining_visits} из ${pass.visits}`);
    const balance = await say(FAMILY_CHAT, '/balance');
    expect(balance?.text).toMatch(/долга нет|долг |на счёте /);
  });

  it('sends a sign-in code to the linked chat as well as by email, and the chat’s code signs in', async () => {
    const anonymous = api(t.app);
    const asked = await anonymous.post(`/${apiPath('cabinetCode')}`, { email: 'bot-family@example.ru' });
    expect(asked.status, asked.text).toBe(200);
    await t.deliverMail();
    const code = lastTo(FAMILY_CHAT)?.text.match(/личный кабинет: (\d{6})/)?.[1];
    expect(code).toBe(t.mailbox.lastCode('bot-family@example.ru'));
    expect(lastTo(STRANGER_CHAT)?.text ?? '').not.toContain(code);
    const signedIn = await anonymous.post(`/${apiPath('cabinetSignIn')}`, {
      email: 'bot-family@example.ru',
      code,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('«Не придём» from the chat is the cabinet’s excused mark, seen on the roll', async () => {
    const choose = await press(FAMILY_CHAT, 'absent');
    const first = choose?.reply_markup?.inline_keyboard[0]?.[0];
    expect(first?.callback_data).toMatch(/^absent:\d+:\d+$/);
    const [, lessonId, studentId] = first?.callback_data.split(':') ?? [];
    const done = await press(FAMILY_CHAT, first?.callback_data ?? '');
    expect(done?.text).toContain('Записали:');
    const receptionist = api(t.app, await loginAs(t.app, accounts.receptionist.email));
    const roll = (await receptionist.post(`/${apiPath('attendanceWhere')}`, { lesson_id: Number(lessonId) }))
      .body as {
      student_id: number;
      mark: string | null;
      announced: boolean;
    }[];
    expect(roll.find((row) => row.student_id === Number(studentId))).toMatchObject({
      mark: 'excused',
      announced: true,
    });
    // Pressed twice (a slow network): still one mark, and the family is told again.
    expect((await press(FAMILY_CHAT, first?.callback_data ?? ''))?.text).toContain('Записали:');
  });

  it('answers a button naming another family’s child as the cabinet does: not found', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const students = (await owner.post(`/${apiPath('studentsAll')}`, {})).body as { id: number }[];
    const home = (await cabinet().get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    const own = new Set(home.students.map((student) => student.id));
    const stranger = students.find((student) => !own.has(student.id));
    const reply = await press(FAMILY_CHAT, `absent:1:${stranger?.id}`);
    expect(reply?.text).toBe(serverErrors.unknownStudent);
  });

  it('handles each update once, and /stop unlinks the chat', async () => {
    const before = t.telegram.sent.length;
    expect(await t.pollBot(ids.schools.demo)).toBe(0);
    expect(t.telegram.sent.length).toBe(before);
    expect((await say(FAMILY_CHAT, '/stop'))?.text).toContain('Чат отключён');
    expect((await say(FAMILY_CHAT, '/next'))?.text).toContain('откройте личный кабинет');
  });

  it('lets one process at a time read the bot', async () => {
    const other = {
      db: t.db,
      writer: t.db as never,
      now: t.clock.now,
      apiUrl: t.telegram.url,
      owner: 'another',
    };
    const { pollBotOnce } = await import('../../src/modules/telegram/polling.ts');
    await t.pollBot(ids.schools.demo);
    expect(await pollBotOnce(other, ids.schools.demo, 0)).toBeNull();
  });
});
