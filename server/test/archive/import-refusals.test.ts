import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveErrors } from '../../src/archive/archive-format.ts';
import type { ApiResponse } from '../support/api-client.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { adminOf, base64, download, OWNER_PASSWORD, rezip, rowCounts } from './support/archive-calls.ts';
import { createRichSchool } from './support/rich-school.ts';

// docs/archive.md, «Загрузка»: a broken or foreign archive is refused with its reason in Russian, and a refused
// archive writes nothing — not even the tables it got through before the one that broke.

describe.each(testDialects())('a refused archive on %s', (dialect) => {
  let source: TestContext;
  let target: TestContext;
  let archive: Uint8Array;
  let admin: Awaited<ReturnType<typeof adminOf>>;

  beforeAll(async () => {
    source = await createTestApp(dialect);
    const rich = await createRichSchool(source);
    archive = (await download(source.app, '/schools/export', rich.school.cookie('owner'))).bytes;
    target = await createTestApp(dialect);
    admin = await adminOf(target);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  /** The import answers 400 with the message, and every table holds what it held. */
  async function refused(bytes: Uint8Array | string, message: string | RegExp) {
    const before = await rowCounts(target);
    const body = typeof bytes === 'string' ? bytes : base64(bytes);
    const response: ApiResponse = await admin.post('/schools/import', {
      archive: body,
      owner_password: OWNER_PASSWORD,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await rowCounts(target)).toEqual(before);
  }

  const zipOf = async (files: Record<string, string>) => {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(files)) zip.file(name, content);
    return zip.generateAsync({ type: 'uint8array' });
  };

  it('refuses what is not an archive of a school', async () => {
    await refused(new TextEncoder().encode('просто текст'), archiveErrors.notZip);
    await refused('не base64!', archiveErrors.base64);
    await refused(await zipOf({ 'readme.txt': 'нет JSON' }), archiveErrors.noJson);
    await refused(await zipOf({ 'school.json': '{ не JSON' }), archiveErrors.badJson);
    await refused(
      await zipOf({ 'school.json': '{"format":"another-crm","tables":{}}' }),
      archiveErrors.notArchive,
    );
  });

  it('refuses another version of the format, and an archive of a newer Ritm', async () => {
    await refused(
      await rezip(archive, (json) => {
        json.format_version = 2;
      }),
      archiveErrors.version(2),
    );
    await refused(
      await rezip(archive, (json) => {
        json.schema = '0099-future';
      }),
      archiveErrors.newerSchema('0099-future'),
    );
    await refused(
      await rezip(archive, (json) => {
        json.tables.spaceships = [{ id: 1 }];
      }),
      /таблица «spaceships», которой в этой версии Ритма нет/,
    );
  });

  it('refuses a bad row before writing, naming its table and row', async () => {
    await refused(
      await rezip(archive, (json) => {
        json.tables.account_entries[2].amount = 'сто рублей';
      }),
      /таблица «account_entries», строка 3: «amount» должно быть: целое число/,
    );
    await refused(
      await rezip(archive, (json) => {
        delete json.tables.students[0].name;
      }),
      /таблица «students», строка 1: нет значения «name»/,
    );
    await refused(
      await rezip(archive, (json) => {
        json.tables.users[0].password_hash = 'scrypt$1$1$1$a$b';
      }),
      /столбца «password_hash» в этой версии Ритма нет/,
    );
    await refused(
      await rezip(archive, (json) => {
        json.tables.schools[0].time_zone = 'Mars/Olympus';
      }),
      /таблица «schools», строка 1: неизвестный часовой пояс «Mars\/Olympus»/,
    );
    // No archive brings in the platform's admin: the owner could then set its password.
    await refused(
      await rezip(archive, (json) => {
        json.tables.users[1].role = 'admin';
      }),
      /таблица «users», строка 2: роль «admin» — не роль сотрудника школы/,
    );
  });

  it('writes nothing when a late table breaks halfway through the load', async () => {
    // The ledger goes in last: by then the school, its people, lessons and payments are in — and must go again.
    await refused(
      await rezip(archive, (json) => {
        json.tables.account_entries.at(-1).student_id = 999_999;
      }),
      /таблица «account_entries», строка \d+: «student_id» ссылается на строку, которой в архиве нет/,
    );
    // Two pay overrides of one lesson: only the database knows that is not allowed.
    await refused(
      await rezip(archive, (json) => {
        const [override] = json.tables.lesson_pay_overrides;
        json.tables.lesson_pay_overrides.push({ ...override, id: override.id + 1000 });
      }),
      /строки таблицы «lesson_pay_overrides» не сходятся/,
    );
  });

  it('refuses a foreign archive: another school’s rows mixed in, a family’s file', async () => {
    await refused(
      await rezip(archive, (json) => {
        json.tables.students[0].school_id = json.tables.schools[0].id + 1;
      }),
      /«school_id» ссылается на строку, которой в архиве нет/,
    );
    const family = await zipOf({ 'family.json': '{"format":"ritm-family-data"}' });
    await refused(family, archiveErrors.noJson);
  });

  it('asks the admin for the new owner’s password, and loads a school once', async () => {
    const response = await admin.post('/schools/import', { archive: base64(archive) });
    expect([response.status, response.body.message]).toEqual([
      400,
      'Задайте пароль владельца: с ним он войдёт в загруженную школу',
    ]);
    const first = await admin.post('/schools/import', {
      archive: base64(archive),
      owner_password: OWNER_PASSWORD,
    });
    expect(first.status, first.text).toBe(201);
    const before = await rowCounts(target);
    const again = await admin.post('/schools/import', {
      archive: base64(archive),
      owner_password: OWNER_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/уже есть в этой установке Ритма/);
    expect(await rowCounts(target)).toEqual(before);
  });
});
