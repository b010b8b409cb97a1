import { describe, expect, it } from 'vitest';
import { API_TOKEN_CALLS_PER_MINUTE, apiPath, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';

// API tokens (docs/api-tokens.md): the owner's key for an integration, limited to its scopes, shown once; a bearer
// call needs no session and no Origin, gets 403 outside its scopes and 401 once revoked.

describe.each(testDialects())('API tokens on %s', (dialect) => {
  const t = useTestApp(dialect);
  const bearer = (token: string, path: string, init: RequestInit = {}) =>
    send(t.app, `/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const owner = async () => api(t.app, await loginAs(t.app, accounts.owner.email));

  it('is made by the owner with scopes from the permission table, shown once and listed without it', async () => {
    const boss = await owner();
    for (const [scopes, message] of [
      [[], /хотя бы одно право/],
      [['api-tokens:manage'], /нельзя дать токену/],
      [['leads:fly'], /нельзя дать токену/],
    ] as const) {
      const refused = await boss.post(`/${apiPath('apiTokenCreate')}`, { name: 'Сайт', scopes });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const manager = api(t.app, await loginAs(t.app, accounts.manager.email));
    expect(
      (await manager.post(`/${apiPath('apiTokenCreate')}`, { name: 'x', scopes: ['leads:write'] })).status,
    ).toBe(403);

    const made = await boss.post(`/${apiPath('apiTokenCreate')}`, {
      name: 'Сайт школы',
      scopes: ['leads:write', 'leads:write'],
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ name: 'Сайт школы', scopes: ['leads:write'], last_used_at: null });
    expect(made.body.token).toMatch(/^ritm_[\w-]{43}$/);
    const listed = await boss.get(`/${apiPath('apiTokens')}`);
    const { token: _shownOnce, ...shown } = made.body;
    expect(listed.body).toEqual([shown]);
    const stored = await t.db.selectFrom('api_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(made.body.token.slice(5));
  });

  it('writes a lead without a session or an Origin, and nothing beyond its scopes', async () => {
    const boss = await owner();
    const { token, id } = (
      await boss.post(`/${apiPath('apiTokenCreate')}`, { name: 'Сайт', scopes: ['leads:write'] })
    ).body;
    const lead = await bearer(token, apiPath('leadCreate'), {
      method: 'POST',
      // A token is not a browser's: a foreign Origin does not stop it.
      headers: { origin: 'https://site.example' },
      body: JSON.stringify({ name: 'Лид с сайта', phone: '+7 (900) 111-22-33' }),
    });
    expect(lead.status, lead.text).toBe(201);
    expect(lead.body).toMatchObject({ name: 'Лид с сайта', school_id: 1 });

    for (const path of [apiPath('leadsWhere'), apiPath('studentsAll')]) {
      const outside = await bearer(token, path, { method: 'POST', body: '{}' });
      expect([outside.status, outside.body]).toEqual([403, { message: serverErrors.tokenScope }]);
    }
    expect((await bearer(token, apiPath('authCheck'))).status).toBe(403);
    // Another school's id in the body is refused as for a session.
    const foreign = await bearer(token, apiPath('leadCreate'), {
      method: 'POST',
      body: JSON.stringify({ name: 'Чужой', school_id: 2 }),
    });
    expect(foreign.status).toBe(403);

    const listed = (await boss.get(`/${apiPath('apiTokens')}`)).body as {
      id: number;
      last_used_at: string | null;
    }[];
    expect(listed.find((row) => row.id === id)?.last_used_at).toBe(t.clock.now().toISOString());

    expect((await boss.delete(`/${apiPath('apiTokenDelete', { id })}`)).status).toBe(200);
    const revoked = await bearer(token, apiPath('leadCreate'), {
      method: 'POST',
      body: JSON.stringify({ name: 'После отзыва' }),
    });
    expect([revoked.status, revoked.body]).toEqual([401, { message: serverErrors.unauthenticated }]);
    expect((await bearer('ritm_unknown', apiPath('leadsWhere'), { method: 'POST', body: '{}' })).status).toBe(
      401,
    );
    expect((await boss.delete(`/${apiPath('apiTokenDelete', { id })}`)).status).toBe(404);
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    expect((await other.get(`/${apiPath('apiTokens')}`)).body).toEqual([]);
  });

  it('answers a runaway script with 429 past its rate, and again the next minute', async () => {
    const { token } = (
      await (await owner()).post(`/${apiPath('apiTokenCreate')}`, { name: 'Скрипт', scopes: ['leads:read'] })
    ).body;
    t.clock.set('2026-03-02T10:00:00.000Z');
    const read = () => bearer(token, apiPath('leadsWhere'), { method: 'POST', body: '{}' });
    for (let call = 0; call < API_TOKEN_CALLS_PER_MINUTE; call++) expect((await read()).status).toBe(200);
    const limited = await read();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/не больше 120 в минуту/);
    t.clock.advance(MINUTE);
    expect((await read()).status).toBe(200);
  });
});
