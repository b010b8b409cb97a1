import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutLinkTokens } from '../../src/archive/archive-policy.ts';
import type { SqlDialect } from '../../src/db/dialect.ts';
import { loginAs } from '../support/api-client.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { download, importAsAdmin, jsonOf, OWNER_PASSWORD } from './support/archive-calls.ts';
import { idMapsOf } from './support/id-maps.ts';
import { createRichSchool } from './support/rich-school.ts';
import { schoolAnswers } from './support/school-answers.ts';
import { translateIds } from './support/translate-ids.ts';

// docs/archive.md, «Проверено тестами»: a school exported on one database and imported on another answers every
// list, every report and every row of the endpoint table as it did — with its rows' new ids — and every balance to
// the kopeck. SQLite → SQLite, and SQLite → PostgreSQL and back when PostgreSQL is among the test dialects.

const dialects = testDialects();
const directions: [SqlDialect, SqlDialect][] = [];
if (dialects.includes('sqlite')) directions.push(['sqlite', 'sqlite']);
if (dialects.includes('postgres')) directions.push(['sqlite', 'postgres'], ['postgres', 'sqlite']);

type Answers = Record<string, unknown>;

/**
 * What the archive leaves behind on purpose (docs/archive.md, «Что не выгружается»): the API tokens and the
 * Telegram bot (secrets), the letters with sign-in codes, the tokens in links. The source's answers without them
 * are what the imported school must answer.
 */
function withoutSecrets(answers: Answers): Answers {
  const copy = JSON.parse(withoutLinkTokens(JSON.stringify(answers))) as Answers;
  delete copy.apiTokens;
  delete copy.telegramBot;
  (copy.messageSettings as { body: { telegram_bot: string | null } }).body.telegram_bot = null;
  // The site form's link is the loaded school's own (docs/archive.md): the same consent, another code.
  (copy.joinFormSettings as { body: { code: string } }).body.code = 'своя ссылка';
  const messages = copy.messages as { body: { kind: string }[] };
  messages.body = messages.body.filter(
    (message) => !['cabinet_code', 'cabinet_email_code'].includes(message.kind),
  );
  return copy;
}

describe.each(directions)('a school exported on %s and imported on %s', (from, to) => {
  let source: TestContext;
  let target: TestContext;
  let before: Answers;
  let after: Answers;
  let removed: Answers;
  let carried: { tables: Record<string, Record<string, unknown>[]> };

  beforeAll(async () => {
    source = await createTestApp(from);
    const rich = await createRichSchool(source);
    const file = await download(source.app, '/schools/export', rich.school.cookie('owner'));
    expect(file.status).toBe(200);
    // The installation it moves to already has schools of its own, one as busy as it, so every id changes.
    target = await createTestApp(to);
    await createRichSchool(target);
    target.clock.set(source.clock.now().toISOString());
    const imported = await importAsAdmin(target, file.bytes);
    const cookie = await loginAs(target.app, imported.owner_email, OWNER_PASSWORD);
    const moved = await download(target.app, '/schools/export', cookie);
    carried = await jsonOf(file.bytes);
    const maps = idMapsOf(carried, await jsonOf(moved.bytes));
    for (const table of ['schools', 'users', 'students', 'lessons', 'payments', 'account_entries', 'history'])
      expect(
        [...(maps.get(table) ?? [])].some(([old, moved]) => old !== moved),
        table,
      ).toBe(true);
    const answers = await schoolAnswers(source.app, rich.school.cookie('owner'));
    before = translateIds(withoutSecrets(answers), maps);
    removed = { apiTokens: answers.apiTokens, telegramBot: answers.telegramBot };
    after = await schoolAnswers(target.app, cookie);
  }, 240_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('moves a school with rows in every table the archive carries', () => {
    const empty = Object.entries(carried.tables).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(Object.keys(carried.tables).length).toBeGreaterThan(40);
  });

  it('answers every list, report and row as before, with the rows’ new ids', () => {
    expect(Object.keys(after).length).toBeGreaterThan(80);
    const { apiTokens, telegramBot, ...rest } = after;
    const ownLink = (rest.joinFormSettings as { body: { code: string } }).body;
    expect(ownLink.code).toMatch(/^\w{12}$/);
    expect({ ...rest, joinFormSettings: { status: 200, body: { ...ownLink, code: 'своя ссылка' } } }).toEqual(
      before,
    );
    // What was left behind is absent, not broken: no token, no bot until the owner pastes its token again.
    expect((removed.apiTokens as { body: unknown[] }).body.length).toBeGreaterThan(0);
    expect(apiTokens).toEqual({ status: 200, body: [] });
    expect((telegramBot as { status: number }).status).toBe(200);
  });

  it('keeps every balance and every pass to the kopeck', () => {
    const accounts = Object.keys(before).filter((name) => name.startsWith('studentAccount #'));
    expect(accounts.length).toBeGreaterThan(3);
    for (const name of accounts) expect(after[name], name).toEqual(before[name]);
    expect(after.balances).toEqual(before.balances);
    const debts = (after.balances as { body: { students: { balance: number }[] } }).body.students;
    expect(debts.some((student) => student.balance !== 0)).toBe(true);
  });
});
