import { describe, expect, it } from 'vitest';
import { TAB_HEADER } from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { openStream } from './support/event-stream.ts';
import { createStaffAs } from './support/staff-helpers.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

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

  it('says the school’s revision first, so a tab that reconnects knows whether anything moved meanwhile', async () => {
    const receptionist = await loginAs(t.app, accounts.receptionist.email);
    const readyOf = async (stream: Awaited<ReturnType<typeof openStream>>) => {
      for (let wait = 0; wait < 50 && !stream.received.some((item) => item.event === 'ready'); wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return JSON.parse(stream.received.find((item) => item.event === 'ready')?.data ?? 'null');
    };
    const before = await openStream(t.app, receptionist);
    const { revision } = await readyOf(before);
    expect(revision).toEqual(expect.any(Number));
    await before.close();

    const manager = await loginAs(t.app, accounts.manager.email);
    await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: json(manager),
      body: JSON.stringify({ name: 'Лид, пока вкладка была без потока' }),
    });
    const after = await openStream(t.app, receptionist);
    const moved = await readyOf(after);
    expect(moved.revision).toBeGreaterThan(revision);
    const list = await t.app.request('/api/leads/getallwhere', {
      method: 'POST',
      headers: json(manager),
      body: '{}',
    });
    expect(list.headers.get('etag')).toContain(`-${moved.revision}-`);
    await after.close();
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

  /** Long enough for the once-a-second session check, with room to spare: the stream must be over by then. */
  const afterSessionCheck = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('ends a stream within a second of its logout, with no change notice after it', async () => {
    const receptionist = await loginAs(t.app, accounts.receptionist.email);
    const stream = await openStream(t.app, receptionist);
    const manager = await loginAs(t.app, accounts.manager.email);

    expect((await api(t.app, receptionist).post('/users/logout')).status).toBe(200);
    // A write right after the logout: its notice must not reach the logged-out stream.
    const created = await api(t.app, manager).post('/leads/create', { name: 'Лид после выхода' });
    expect(created.status).toBe(201);

    await afterSessionCheck();
    expect(stream.ended()).toBe(true);
    expect(stream.changes()).toEqual([]);
    await stream.close();
  });

  it('ends the streams of other sessions when the password changes, and keeps the one that changed it', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const { staff } = await createStaffAs(owner, { role: 'receptionist' });
    const elsewhere = await loginAs(t.app, staff.email, staff.password);
    const here = await loginAs(t.app, staff.email, staff.password);
    const oldStream = await openStream(t.app, elsewhere);
    const keptStream = await openStream(t.app, here);

    const changed = await api(t.app, here).post('/users/change-password', {
      current_password: staff.password,
      new_password: 'новый-пароль-сотрудника',
    });
    expect(changed.status, changed.text).toBe(200);

    await afterSessionCheck();
    expect(oldStream.ended()).toBe(true);
    expect(keptStream.ended()).toBe(false);
    // The stream that stays still hears the school's changes.
    const heard = keptStream.changes().length;
    expect((await owner.post('/leads/create', { name: 'Лид для оставшейся сессии' })).status).toBe(201);
    expect(await keptStream.settle(heard + 1)).toHaveLength(heard + 1);
    expect(oldStream.changes()).toEqual([]);
    await oldStream.close();
    await keptStream.close();
  });

  it('ends a deleted staff member’s stream within a second, with nothing written meanwhile', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const { staff, user } = await createStaffAs(owner, { role: 'teacher' });
    const stream = await openStream(t.app, await loginAs(t.app, staff.email, staff.password));

    expect((await owner.delete(`/users/delete/${user.id}`)).status).toBe(200);

    await afterSessionCheck();
    expect(stream.ended()).toBe(true);
    await stream.close();
  });
});
