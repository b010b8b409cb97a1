import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { demoIds } from '../support/demo-ids.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { type Download, download, jsonOf } from './support/archive-calls.ts';
import { createRichSchool, type RichSchool } from './support/rich-school.ts';

// docs/archive.md, «Выгрузка»: what the owner downloads — the school's own rows and nothing of another school, a
// CSV per table for Excel, and no secret of any kind, looked for in every byte of every file.

/** Every file of the ZIP as text, and the ZIP's own bytes as text, to look for a secret in all of them. */
async function everyByte(file: Download): Promise<string> {
  const zip = await JSZip.loadAsync(file.bytes);
  const texts = await Promise.all(Object.values(zip.files).map((entry) => entry.async('string')));
  return [new TextDecoder('latin1').decode(file.bytes), ...texts].join('\n');
}

describe.each(testDialects())('the school archive on %s', (dialect) => {
  let t: TestContext;
  let rich: RichSchool;
  let file: Download;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    rich = await createRichSchool(t);
    file = await download(t.app, '/schools/export', rich.school.cookie('owner'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('is a ZIP to save, named in Russian, with a note, the JSON and a CSV per table for Excel', async () => {
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="ritm-school-2026-03-\d\d\.zip"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
      /^Архив школы Студия «Ритм .+» \d\d\.03\.2026\.zip$/,
    );
    const zip = await JSZip.loadAsync(file.bytes);
    const names = Object.keys(zip.files);
    expect(names).toContain('Прочтите.txt');
    expect(names).toContain('school.json');
    const students = zip.file(/Ученики\.csv$/)[0];
    const csv = (await students?.async('string')) ?? '';
    expect(csv.startsWith('\uFEFF№;№ школы;Имя;Дата рождения;')).toBe(true);
    expect(csv).toContain(';Морозова Вера;04.05.2017;');
    const payments = (await zip.file(/Платежи\.csv$/)[0]?.async('string')) ?? '';
    expect(payments).toContain(';4000,00;');
    const json = await jsonOf(file.bytes);
    expect(json).toMatchObject({ format: 'ritm-school-archive', format_version: 1, source: { dialect } });
    expect(names.filter((name) => name.endsWith('.csv'))).toHaveLength(Object.keys(json.tables).length);
  });

  it('holds only the school’s own rows', async () => {
    const json = await jsonOf(file.bytes);
    expect(json.tables.schools.map((school: { id: number }) => school.id)).toEqual([rich.school.schoolId]);
    for (const [table, rows] of Object.entries(json.tables as Record<string, Record<string, unknown>[]>))
      for (const row of rows) if ('school_id' in row) expect(row.school_id, table).toBe(rich.school.schoolId);
    // The demo school shares the installation: none of its people is in here.
    const text = await everyByte(file);
    expect(text).not.toContain('gracia-dance.ru');
  });

  it('carries no secret: no password hash, session, token, code or bot token', async () => {
    const text = await everyByte(file);
    expect(text).not.toContain('scrypt$');
    expect(text).not.toMatch(/password_hash/);
    for (const secret of rich.secrets) expect(text, secret).not.toContain(secret);
    const sessions = await t.db.selectFrom('sessions').select('id').execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(text).not.toContain(session.id);
    const stored = await t.db
      .selectFrom('api_tokens')
      .select('token_hash')
      .unionAll(t.db.selectFrom('unsubscribe_tokens').select('token_hash'))
      .unionAll(t.db.selectFrom('telegram_link_tokens').select('token_hash'))
      .execute();
    expect(stored.length).toBeGreaterThan(2);
    for (const { token_hash } of stored) expect(text).not.toContain(token_hash);
    // The links the letters carried: an unsubscribe's or a Telegram invitation's token is dots now.
    const letters = await t.db.selectFrom('outbox').select(['body_text']).execute();
    const tokens = letters.flatMap(({ body_text }) => [
      ...body_text.matchAll(/[?&](?:token|start)=([\w-]+)/g),
    ]);
    expect(tokens.length).toBeGreaterThan(0);
    for (const [, token] of tokens) expect(text).not.toContain(token);
    expect(text).toContain('token=•••');
  });

  it('is the caller’s school only: another school’s owner downloads theirs', async () => {
    const other = await download(t.app, '/schools/export', await loginAs(t.app, accounts.otherOwner.email));
    expect(other.status).toBe(200);
    const json = await jsonOf(other.bytes);
    const { schools } = await demoIds(t.db);
    expect(json.tables.schools.map((school: { id: number }) => school.id)).toEqual([schools.other]);
    expect(await everyByte(other)).not.toContain('Морозова Вера');
    // The family of one school is not found from another.
    const family = await download(
      t.app,
      `/clients/export/${rich.family.client}`,
      await loginAs(t.app, accounts.otherOwner.email),
    );
    expect(family.status).toBe(404);
    const manager = await download(t.app, '/schools/export', rich.school.cookie('manager'));
    expect(manager.status).toBe(403);
  });
});
