import { brotliDecompressSync } from 'node:zlib';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nodeBrotli } from '../node/brotli.ts';
import { createApp } from '../src/app.ts';
import { loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { DAY } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

// Conditional lists (docs/api.md): the ETag is the school's data revision, raised by any write in its transaction.

/** Counts the statements an app sends, to show a 304 reads no rows. */
function queryCounter(): KyselyPlugin & { tables: string[] } {
  return {
    tables: [],
    transformQuery(args) {
      const node = args.node as {
        kind: string;
        from?: { froms: { table?: { identifier?: { name: string } } }[] };
      };
      const table = node.from?.froms[0]?.table?.identifier?.name;
      if (table) this.tables.push(table);
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
}

describe.each(testDialects())('conditional lists on %s', (dialect) => {
  const t = useTestApp(dialect);

  const list = (cookie: string, etag?: string, app = t.app) =>
    send(app, '/api/leads/getallwhere', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...(etag && { 'if-none-match': etag }) },
      body: '{}',
    });
  const write = (cookie: string, body: Record<string, unknown>, path = '/api/leads/create') =>
    send(t.app, path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers the current tag with 304 and reads no row for it', async () => {
    const cookie = await loginAs(t.app, accounts.manager.email);
    const first = await list(cookie);
    const tag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/"leadsWhere-1-\d+-/);

    const counter = queryCounter();
    const counted = createApp({ db: t.db.withPlugin(counter), now: t.clock.now });
    const again = await list(cookie, tag ?? '', counted);
    expect([again.status, again.text, again.headers.get('etag')]).toEqual([304, '', tag]);
    // One query: the session's user with the school's revision (sessions.ts), nothing of the leads.
    expect(counter.tables).toEqual(['users']);
  });

  it('gives a new tag after any write to the school, not after another school’s', async () => {
    const manager = await loginAs(t.app, accounts.manager.email);
    const tag = (await list(manager)).headers.get('etag') ?? '';

    await write(await loginAs(t.app, accounts.otherOwner.email), { name: 'Лид другой школы' });
    expect((await list(manager, tag)).status).toBe(304);

    // A group renamed is in every lead's answer: the list changes though no lead did.
    const groups = (
      await send(t.app, '/api/groups/getallwhere', {
        method: 'POST',
        headers: { cookie: manager, 'content-type': 'application/json' },
        body: '{}',
      })
    ).body as { id: number; entity_type: string }[];
    const leadGroup = groups.find((group) => group.entity_type === 'lead');
    await send(t.app, `/api/groups/update/${leadGroup?.id}`, {
      method: 'PATCH',
      headers: { cookie: manager, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Пробное в воскресенье' }),
    });
    const renamed = await list(manager, tag);
    expect(renamed.status).toBe(200);
    expect(renamed.text).toContain('Пробное в воскресенье');
    const next = renamed.headers.get('etag') ?? '';
    expect(next).not.toBe(tag);

    await write(manager, { name: 'Новикова Дарья' });
    const created = await list(manager, next);
    expect(created.status).toBe(200);
    expect(created.body[0].name).toBe('Новикова Дарья');
  });

  it('is right with two processes on one database: a write through one is seen through the other', async () => {
    const other = createApp({ db: t.db, now: t.clock.now });
    const manager = await loginAs(t.app, accounts.manager.email);
    const tag = (await list(manager, undefined, other)).headers.get('etag') ?? '';
    expect((await list(manager, tag, other)).status).toBe(304);
    await write(manager, { name: 'Лид из первого процесса' });
    const seen = await list(manager, tag, other);
    expect(seen.status).toBe(200);
    expect(seen.body[0].name).toBe('Лид из первого процесса');
  });

  it('keeps the gzipped answer of a tag for clients that accept gzip, and the plain one for others', async () => {
    const compressing = createApp({ db: t.db, now: t.clock.now, compress: true });
    const cookie = await loginAs(compressing, accounts.manager.email);
    const read = (encoding: string) =>
      compressing.request('/api/leads/getallwhere', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'accept-encoding': encoding },
        body: '{}',
      });
    const plain = await (await read('identity')).text();
    for (let time = 0; time < 2; time += 1) {
      const response = await read('gzip, deflate, br');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const body = response.body?.pipeThrough(new DecompressionStream('gzip'));
      expect(await new Response(body).text()).toBe(plain);
    }
    expect(JSON.parse(plain).length).toBeGreaterThan(0);
  });

  it('sends brotli to clients that accept it when the host has it, gzip to the others', async () => {
    const compressing = createApp({ db: t.db, now: t.clock.now, compress: true, brotli: nodeBrotli });
    const cookie = await loginAs(compressing, accounts.manager.email);
    const read = (encoding: string) =>
      compressing.request('/api/leads/getallwhere', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'accept-encoding': encoding },
        body: '{}',
      });
    const plain = await (await read('identity')).text();
    const brotli = await read('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain);
    const refused = await read('gzip, br;q=0');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });

  it('tags by the day and the caller’s role, and never answers 304 to another school’s tag', async () => {
    const manager = await loginAs(t.app, accounts.manager.email);
    const owner = await loginAs(t.app, accounts.owner.email);
    const tag = (await list(manager)).headers.get('etag') ?? '';
    expect((await list(owner, tag)).status).toBe(200);
    const otherOwner = await loginAs(t.app, accounts.otherOwner.email);
    expect((await list(otherOwner, tag)).status).toBe(200);
    t.clock.advance(DAY);
    expect((await list(manager, tag)).status).toBe(200);
  });
});
