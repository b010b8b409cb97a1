import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { demoOwner, manualClock } from '../src/contract/index.ts';
import { createMockBackend, type SnapshotStore } from './backend.ts';

/** A store that counts what the mock host writes back to the tab. */
function countingStore() {
  let saved: Uint8Array | null = null;
  const store: SnapshotStore & { saves: number } = {
    saves: 0,
    load: () => saved,
    save(bytes) {
      saved = bytes;
      store.saves += 1;
    },
  };
  return store;
}

const origin = 'http://localhost';
const json = (path: string, body: unknown, cookie = '') =>
  new Request(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });

describe('the mock host keeps a tab’s database', () => {
  it('stores the file after a write, not after a read, and a reload finds the write', async () => {
    const SQL = await initSqlJs();
    const store = countingStore();
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const backend = await createMockBackend({ SQL, store, now: clock.now });
    // The new tab's copy of the demo, then the day's jobs at start: they record the day as done (the demo seed
    // already made the timetable's lessons, and no subscription has ended, so that is all they write).
    expect(store.saves).toBe(2);

    let cookie = '';
    const login = await backend.fetch(
      json('/user_accounts/login', { email: demoOwner.account.email, password: demoOwner.account.password }),
      { onSetCookie: (header) => (cookie = header.split(';')[0] ?? '') },
    );
    expect(login.status).toBe(200);
    const afterLogin = store.saves;
    expect(afterLogin).toBe(3); // the session is a row

    const leads = await backend.fetch(json('/leads/getallwhere', {}, cookie));
    expect(leads.status).toBe(200);
    expect(store.saves).toBe(afterLogin);

    const created = await backend.fetch(json('/leads/create', { name: 'Сохранённый лид' }, cookie));
    expect(created.status).toBe(201);
    expect(store.saves).toBe(afterLogin + 1);

    // A reload: the same tab's store, a new host; nothing to migrate and the day's jobs are done, so nothing is
    // written back.
    const reloaded = await createMockBackend({ SQL, store, now: clock.now });
    expect(store.saves).toBe(afterLogin + 1);
    const after = await reloaded.fetch(json('/leads/getallwhere', {}, cookie));
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain('Сохранённый лид');
    expect(store.saves).toBe(afterLogin + 1);

    // A reload the next day runs that day's jobs at start, which write, so the file is stored once.
    clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await createMockBackend({ SQL, store, now: clock.now });
    expect(store.saves).toBe(afterLogin + 2);
    const read = await nextDay.fetch(json('/leads/getallwhere', {}, cookie));
    expect(read.status).toBe(200);
    expect(store.saves).toBe(afterLogin + 2);
  });
});
