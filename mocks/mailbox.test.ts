import initSqlJs from 'sql.js';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, demoCabinet, manualClock } from '../src/contract/index.ts';
import { createMockBackend } from './backend.ts';

const origin = 'http://localhost';
const post = (path: string, body: unknown, cookie = '') =>
  new Request(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
const get = (path: string, cookie: string) =>
  new Request(`${origin}/api/${path}`, { headers: { origin, cookie } });

describe('the mock host’s mail', () => {
  it('delivers the demo family’s sign-in code to the page’s mailbox, and the code signs the family in', async () => {
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const backend = await createMockBackend({ SQL: await initSqlJs(), now: clock.now });
    expect(backend.mailbox.messages).toEqual([]);

    const asked = await backend.fetch(post(apiPath('cabinetCode'), { email: demoCabinet.family }));
    expect(asked.status).toBe(200);
    // Nobody delivers by hand: the request asked the host to, as the Node host's outbox loop is asked.
    await vi.waitFor(() => expect(backend.mailbox.to(demoCabinet.family)).toHaveLength(1));
    const [message] = backend.mailbox.messages;
    expect(message).toMatchObject({
      to: demoCabinet.family,
      subject: expect.stringMatching(/^Код для входа: \d{6}$/),
      text: expect.stringContaining('Ваш код для входа в личный кабинет'),
      sent_at: clock.now().toISOString(),
    });
    const code = backend.mailbox.lastCode(demoCabinet.family.toUpperCase());
    expect(code).toMatch(/^\d{6}$/);

    let cookie = '';
    const signedIn = await backend.fetch(
      post(apiPath('cabinetSignIn'), { email: demoCabinet.family, code }),
      {
        onSetCookie: (header) => (cookie = header.split(';')[0] ?? ''),
      },
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ signed_in: true });
    const home = await backend.fetch(get(apiPath('cabinetHome'), cookie));
    expect(home.status).toBe(200);
    const family = JSON.stringify(await home.json());
    expect(family).toContain('Морозова Вероника');
    expect(family).toContain('Морозова Ксения');

    // An address nobody in the school has gets the same answer and no letter.
    const stranger = await backend.fetch(post(apiPath('cabinetCode'), { email: 'nobody@example.ru' }));
    expect(stranger.status).toBe(200);
    await backend.deliverMail();
    expect(backend.mailbox.lastCode('nobody@example.ru')).toBeNull();
    expect(backend.mailbox.messages).toHaveLength(1);

    // Back to the clean demo: the mailbox starts empty too.
    await backend.reset();
    expect(backend.mailbox.messages).toEqual([]);
  });

  it('signs the demo’s adult student in by his own address', async () => {
    const backend = await createMockBackend({
      SQL: await initSqlJs(),
      now: manualClock('2026-03-02T09:00:00.000Z').now,
    });
    await backend.fetch(post(apiPath('cabinetCode'), { email: demoCabinet.adultStudent }));
    await backend.deliverMail();
    const code = backend.mailbox.lastCode(demoCabinet.adultStudent);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await backend.fetch(
      post(apiPath('cabinetSignIn'), { email: demoCabinet.adultStudent, code }),
    );
    expect(await signedIn.json()).toMatchObject({ signed_in: true });
  });
});
