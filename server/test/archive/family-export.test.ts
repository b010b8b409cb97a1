import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { type Download, download, jsonOf } from './support/archive-calls.ts';
import { createRichSchool, type RichSchool } from './support/rich-school.ts';

// docs/archive.md, «Данные семьи»: a parent's personal-data request (152-ФЗ) answered with exactly that family — the
// client, their children, the children's marks, passes, money and messages, the family's consents and chats, the
// history of those rows — and nobody else's.

type Rows = Record<string, Record<string, unknown>[]>;
const ids = (rows: Record<string, unknown>[] | undefined) =>
  (rows ?? []).map((row) => Number(row.id)).sort((a, b) => a - b);

describe.each(testDialects())('a family’s data on %s', (dialect) => {
  let t: TestContext;
  let rich: RichSchool;
  let file: Download;
  let tables: Rows;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    rich = await createRichSchool(t);
    file = await download(t.app, `/clients/export/${rich.family.client}`, rich.school.cookie('owner'));
    tables = (await jsonOf(file.bytes, 'family.json')).tables;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('is a ZIP named after the client, with the JSON and the CSVs', async () => {
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
      /^Данные семьи Морозова Ева Сергеевна \d\d\.03\.2026\.zip$/,
    );
    const names = Object.keys((await JSZip.loadAsync(file.bytes)).files);
    expect(names).toEqual(expect.arrayContaining(['Прочтите.txt', 'family.json']));
    expect(names.some((name) => name.endsWith('Посещаемость.csv'))).toBe(true);
  });

  it('holds the client and their children, and every row of theirs', async () => {
    const { client, students } = rich.family;
    expect(ids(tables.clients)).toEqual([client]);
    expect(ids(tables.students)).toEqual([...students].sort((a, b) => a - b));
    const db = t.db;
    const ofStudents = async (table: 'attendance' | 'subscriptions' | 'account_entries' | 'payments') =>
      ids(await db.selectFrom(table).select('id').where('student_id', 'in', students).execute());
    for (const table of ['attendance', 'subscriptions', 'account_entries', 'payments'] as const) {
      expect(ids(tables[table]), table).toEqual(await ofStudents(table));
      expect(tables[table]?.length, table).toBeGreaterThan(0);
    }
    const refunds = await db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select('refunds.id')
      .where('payments.student_id', 'in', students)
      .execute();
    expect(ids(tables.refunds)).toEqual(ids(refunds));
    const messages = await db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('client_id', '=', client),
          eb.and([eb('client_id', 'is', null), eb('student_id', 'in', students)]),
        ]),
      )
      .where('kind', 'not in', ['cabinet_code', 'cabinet_email_code'])
      .execute();
    expect(ids(tables.outbox)).toEqual(ids(messages));
    expect(tables.outbox?.length).toBeGreaterThan(0);
    expect(tables.cabinet_consents?.map((row) => row.email)).toEqual(rich.family.emails);
    expect(tables.telegram_chats?.map((row) => row.chat_id)).toEqual(['700100200']);
    expect(tables.subscription_freezes?.length).toBeGreaterThan(0);
  });

  it('tells the history of the family’s rows only', () => {
    const own = new Map<string, number[]>(
      Object.entries(tables).map(([table, rows]) => [table, ids(rows)] as [string, number[]]),
    );
    expect(tables.history?.length).toBeGreaterThan(5);
    for (const entry of tables.history ?? [])
      expect(own.get(String(entry.entity)), `${entry.entity} ${entry.entity_id}`).toContain(entry.entity_id);
  });

  it('holds nobody else: no other family, no staff, no other school', async () => {
    const zip = await JSZip.loadAsync(file.bytes);
    const text = (await Promise.all(Object.values(zip.files).map((entry) => entry.async('string')))).join(
      '\n',
    );
    for (const stranger of [
      'Иванов Илья',
      'Иванова Анна',
      'Михайлов Ильдар',
      'anna.ivanova@example.ru',
      'Гарипова',
      'gracia-dance',
    ])
      expect(text, stranger).not.toContain(stranger);
    expect(text).not.toContain('493817');
    expect(Object.keys(tables)).not.toContain('users');
    expect(Object.keys(tables)).not.toContain('lessons');
  });
});
