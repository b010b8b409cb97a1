import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { createApp } from '../src/app.ts';
import { loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

const EVIL = 'https://evil.example';

describe.each(testDialects())('writes from another site on %s', (dialect) => {
  const t = useTestApp(dialect);
  let cookie: string;
  const lessonCount = async () => (await t.db.selectFrom('lessons').select('id').execute()).length;
  const leadCount = async () => (await t.db.selectFrom('leads').select('id').execute()).length;

  beforeAll(async () => {
    cookie = await loginAs(t.app, accounts.owner.email);
  });

  it('refuses a text/plain generation posted from another site, and creates no lesson', async () => {
    const before = await lessonCount();
    const response = await send(t.app, '/api/lessons/generate', {
      method: 'POST',
      headers: { cookie, origin: EVIL, 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: serverErrors.crossSite });
    expect(await lessonCount()).toBe(before);
  });

  it('refuses a JSON create whose Origin is another site, and stores nothing', async () => {
    const before = await leadCount();
    const response = await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Чужой' }),
    });
    expect(response.status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a cross-site write a browser marks only with Sec-Fetch-Site, and an opaque Origin', async () => {
    const browserMarks: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of browserMarks) {
      const response = await send(t.app, '/api/users/logout', {
        method: 'POST',
        headers: { cookie, ...headers },
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('lets the app’s own pages write', async () => {
    const response = await send(t.app, '/api/leads/create', {
      method: 'POST',
      headers: {
        cookie,
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Свой' }),
    });
    expect(response.status).toBe(201);
  });

  it('lets reads from anywhere through: only writes are guarded', async () => {
    const response = await send(t.app, '/api/auth/check', { headers: { cookie, origin: EVIL } });
    expect(response.status).toBe(200);
  });

  it('refuses the school id posted form-encoded to generation from another site, as axios would send it', async () => {
    const before = await lessonCount();
    const foreignMarks: Record<string, string>[] = [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreignMarks) {
      const response = await send(t.app, '/api/lessons/generate', {
        method: 'POST',
        headers: { cookie, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: '1',
      });
      expect([response.status, response.body], JSON.stringify(headers)).toEqual([
        403,
        { message: serverErrors.crossSite },
      ]);
    }
    expect(await lessonCount()).toBe(before);
  });

  it('requires JSON on every write, with a body or without', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const empty = await send(t.app, '/api/users/logout', {
        method: 'POST',
        headers: { cookie, 'content-type': contentType },
      });
      expect(empty.status, contentType).toBe(415);
      expect(empty.body).toEqual({ message: serverErrors.unsupportedMediaType });
    }
    // Lesson generation alone takes the school id (or nothing) in any content type, as the spec's client sends
    // it; any other body there is still 415.
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', '1'],
      ['text/plain', '1'],
      ['multipart/form-data', ''],
      ['application/x-www-form-urlencoded', ''],
    ] as const) {
      const generated = await send(t.app, '/api/lessons/generate', {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost', 'content-type': contentType },
        ...(body && { body }),
      });
      expect(generated.status, `${contentType} ${body}`).toBe(200);
    }
    for (const body of ['school_id=1', '{"school_id":1}', ' 1', '1\n', 'один']) {
      const refused = await send(t.app, '/api/lessons/generate', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect([refused.status, refused.body], body).toEqual([
        415,
        { message: serverErrors.unsupportedMediaType },
      ]);
    }
    const formLogout = await send(t.app, '/api/users/logout', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(formLogout.status).toBe(415);
    // A write with no body and no content type (the spec's logout) is still fine.
    const bare = await send(t.app, '/api/lessons/generate', { method: 'POST', headers: { cookie } });
    expect(bare.status).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  const t = useTestApp('sqlite');

  it('compares the Origin with the host the browser addressed (X-Forwarded-Host)', async () => {
    const app = createApp({ db: t.db, now: t.clock.now, trustProxy: 1 });
    const cookie = await loginAs(app, accounts.owner.email);
    const own = await send(app, '/api/lessons/generate', {
      method: 'POST',
      headers: {
        cookie,
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'crm.school.ru',
        origin: 'https://crm.school.ru',
      },
    });
    expect(own.status).toBe(200);
    const foreign = await send(app, '/api/lessons/generate', {
      method: 'POST',
      headers: { cookie, host: '127.0.0.1:3000', 'x-forwarded-host': 'crm.school.ru', origin: EVIL },
    });
    expect(foreign.status).toBe(403);
  });
});
