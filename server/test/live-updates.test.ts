import { describe, expect, it } from 'vitest';
import { type SchoolEvent, TAB_HEADER } from '../../src/contract/index.ts';
import { loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { type TestApp, useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

type Received = { event: string; data: string };

/** Opens `GET /api/events` as the holder of `cookie` and collects what it streams until `close()`. */
async function openStream(app: TestApp, cookie: string) {
  const response = await app.request('/api/events', { headers: { cookie } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('Нет потока');
  const received: Received[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        if (field('event')) received.push({ event: field('event'), data: field('data') });
      }
    }
  })();
  const changes = () =>
    received.filter((item) => item.event === 'change').map((item) => JSON.parse(item.data) as SchoolEvent);
  /** Waits until the stream has said `count` changes (or a moment more, to show that none came). */
  const settle = async (count = 0) => {
    for (let wait = 0; wait < 50 && changes().length < count; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return changes();
  };
  return {
    response,
    received,
    settle,
    close: async () => {
      await reader.cancel();
      await reading.catch(() => {});
    },
  };
}

describe.each(testDialects())('live updates on %s', (dialect) => {
  const t = useTestApp(dialect);
  const json = (cookie: string, extra: Record<string, string> = {}) => ({
    cookie,
    'content-type': 'application/json',
    ...extra,
  });

  it('refuses a caller without a session', async () => {
    const response = await send(t.app, '/api/events');
    expect(response.status).toBe(401);
  });

  it('tells the school’s streams of a write, with the new revision and the tab that wrote', async () => {
    const receptionist = await loginAs(t.app, accounts.receptionist.email);
    const stream = await openStream(t.app, receptionist);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const manager = await loginAs(t.app, accounts.manager.email);
    const created = await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: json(manager, { [TAB_HEADER]: 'tab-1' }),
      body: JSON.stringify({ name: 'Живой лид' }),
    });
    expect(created.status).toBe(201);
    const [change] = await stream.settle(1);
    expect(change?.tab).toBe('tab-1');

    // The revision is the one a list now tags its answer with.
    const list = await t.app.request('/api/leads/getallwhere', {
      method: 'POST',
      headers: json(manager),
      body: '{}',
    });
    expect(list.headers.get('etag')).toContain(`-${change?.revision}-`);
    expect(stream.received[0]?.event).toBe('ready');
    await stream.close();
  });

  it('says nothing of reads, refused writes, dry runs and other schools', async () => {
    const owner = await loginAs(t.app, accounts.owner.email);
    const stream = await openStream(t.app, owner);
    const other = await loginAs(t.app, accounts.otherOwner.email);

    await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: json(other),
      body: JSON.stringify({ name: 'Лид другой школы' }),
    });
    await send(t.app, '/api/leads/getallwhere', { method: 'POST', headers: json(owner), body: '{}' });
    const refused = await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: json(owner),
      body: JSON.stringify({ name: 'Лид', phone: '12' }),
    });
    expect(refused.status).toBe(400);
    const dryRun = await send(t.app, '/api/import/leads', {
      method: 'POST',
      headers: json(owner),
      body: JSON.stringify({ columns: ['name'], rows: [['Из файла']], dry_run: true }),
    });
    expect(dryRun.status, dryRun.text).toBe(200);

    expect(await stream.settle()).toEqual([]);
    await stream.close();
  });

  it('ignores a tab id that is not plain', async () => {
    const owner = await loginAs(t.app, accounts.owner.email);
    const stream = await openStream(t.app, owner);
    await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: json(owner, { [TAB_HEADER]: '<script>' }),
      body: JSON.stringify({ name: 'Ещё лид' }),
    });
    const [change] = await stream.settle(1);
    expect(change?.tab).toBeNull();
    await stream.close();
  });
});
