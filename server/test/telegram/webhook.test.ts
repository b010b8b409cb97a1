import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type CabinetTelegram } from '../../../src/contract/index.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A school's bot answered by webhook (docs/telegram.md): on an installation with a public https address the owner's
// token points Telegram (a loopback Bot API) at /api/telegram/webhook/<school> with a secret; an update with that
// secret is answered once — Telegram's retry of it changes nothing — and a forged one is refused.

const TOKEN = '123456789:AAH-webhook-token-of-the-school-bot';
const CHAT = 8181;

describe.each(testDialects())('the Telegram webhook on %s', (dialect) => {
  const t = useTestApp(dialect, {
    mail: true,
    telegram: true,
    telegramWebhook: true,
    publicUrl: 'https://crm.example.ru',
  });
  const ids = useDemoIds(t);
  let updateId = 5000;
  const post = (schoolId: number, update: object, secret?: string) =>
    send(t.app, `/api/${apiPath('telegramWebhook', { id: schoolId })}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret !== undefined && { 'x-telegram-bot-api-secret-token': secret }),
      },
      body: JSON.stringify(update),
    });
  const say = (text: string, secret: string, id = updateId++) =>
    post(ids.schools.demo, { update_id: id, message: { chat: { id: CHAT }, text } }, secret);

  beforeAll(async () => {
    await t.runJobs();
    t.telegram.bots.set(TOKEN, 'gracia_webhook_bot');
    await familyWithEmail(t, 'webhook-family@example.ru');
  });

  it('points the bot at the installation with a secret when the owner sets it', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    expect((await owner.put(`/${apiPath('telegramBotUpdate')}`, { token: TOKEN })).status).toBe(200);
    expect(t.telegram.webhooks.get(TOKEN)).toEqual({
      url: `https://crm.example.ru/api/telegram/webhook/${ids.schools.demo}`,
      secret: expect.stringMatching(/^[\w-]{40,}$/),
    });
  });

  it('answers an update with the secret once, and refuses a forged or misaddressed one', async () => {
    const secret = t.telegram.webhooks.get(TOKEN)?.secret ?? '';
    const cabinet = api(t.app, await signInToCabinet(t, 'webhook-family@example.ru'));
    const link = (await cabinet.post(`/${apiPath('cabinetTelegram')}`)).body as CabinetTelegram;
    const start = `/start ${link.url?.split('start=')[1]}`;

    for (const [status, answer] of [
      [404, await say(start, 'wrong-secret')],
      [
        404,
        await post(ids.schools.demo, { update_id: updateId++, message: { chat: { id: CHAT }, text: start } }),
      ],
      // The other school has no bot: the same secret opens nothing there.
      [
        404,
        await post(
          ids.schools.other,
          { update_id: updateId++, message: { chat: { id: CHAT }, text: start } },
          secret,
        ),
      ],
      [400, await post(ids.schools.demo, { message: { text: 'no id' } }, secret)],
    ] as const)
      expect(answer.status, answer.text).toBe(status);
    expect(t.telegram.sent.filter((message) => message.chat_id === String(CHAT))).toHaveLength(0);

    const id = updateId++;
    const linked = await say(start, secret, id);
    expect([linked.status, linked.body]).toEqual([200, { ok: true }]);
    // Telegram sends an update again when it missed our answer: answered once.
    expect((await say(start, secret, id)).status).toBe(200);
    const replies = t.telegram.sent.filter((message) => message.chat_id === String(CHAT));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toMatch(/подключ/i);

    expect((await say('/left', secret)).status).toBe(200);
    expect(t.telegram.sent.filter((message) => message.chat_id === String(CHAT)).at(-1)?.text).toMatch(
      /осталось|Абонемент|абонемент/,
    );
  });

  it('lets Telegram go when the owner removes the bot', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    expect((await owner.delete(`/${apiPath('telegramBotDelete')}`)).status).toBe(200);
    expect(t.telegram.webhooks.has(TOKEN)).toBe(false);
  });
});
