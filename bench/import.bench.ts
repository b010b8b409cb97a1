/**
 * Import of a big file (docs/import.md), in-process through `app.request` on a fresh demo school (SQLite, or
 * PostgreSQL with BENCH_DATABASE_URL pointing at an empty database): 5 000 leads — the preview (a dry run), the
 * import, the same file again (every row a duplicate) — and 5 000 students with a parent each. Target: a few
 * seconds for 5 000 rows.
 */
import type { ImportRequest } from '../src/contract/index.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';

const ROWS = 5000;

const phone = (n: number) =>
  `8 (917) ${String(n)
    .padStart(7, '0')
    .replace(/^(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3')}`;

const leadsFile = (dryRun: boolean): ImportRequest => ({
  columns: ['name', 'phone', 'trial_date', 'source', 'status', 'groups', 'qualification'],
  rows: Array.from({ length: ROWS }, (_, n) => [
    `Импорт Лид ${n + 1}`,
    phone(n + 1),
    n % 3 === 0 ? '05.12.2026' : '',
    n % 2 === 0 ? 'Instagram' : 'Сайт',
    'Новый',
    n % 4 === 0 ? 'Пробное в субботу' : '',
    n % 5 === 0 ? 'Перенесён из прежней CRM' : '',
  ]),
  dry_run: dryRun,
});

const studentsFile: ImportRequest = {
  columns: ['name', 'birthdate', 'skill_level', 'groups', 'parent_name', 'parent_phone', 'parent_relation'],
  rows: Array.from({ length: ROWS }, (_, n) => [
    `Импорт Ученик ${n + 1}`,
    `${String((n % 28) + 1).padStart(2, '0')}.05.2015`,
    'Начинающий',
    'Хип-хоп 7–10 лет',
    `Импорт Родитель ${Math.floor(n / 2) + 1}`,
    phone(100_000 + Math.floor(n / 2)),
    'Мама',
  ]),
  dry_run: false,
};

export default async function run() {
  await withDemoSchool({ postgres: true }, async (database) => {
    const { app, headers } = await ownerApp(database.db);

    const timed = async (label: string, path: string, body: ImportRequest) => {
      const text = JSON.stringify(body);
      const started = performance.now();
      const response = await app.request(path, { method: 'POST', headers, body: text });
      const answer = (await response.json()) as Record<string, number>;
      const ms = performance.now() - started;
      const counts = ['created', 'updated', 'unchanged', 'skipped', 'invalid'].map(
        (key) => `${key} ${answer[key]}`,
      );
      console.info(
        `  ${label}: ${ms.toFixed(0)} ms (${response.status}; ${(text.length / 1024).toFixed(0)} KB; ${counts.join(', ')})`,
      );
    };

    console.info(`  ${database.dialect}: ${ROWS} rows per file`);
    await timed('POST /api/import/leads, preview', '/api/import/leads', leadsFile(true));
    await timed('POST /api/import/leads', '/api/import/leads', leadsFile(false));
    await timed('POST /api/import/leads, the same file again', '/api/import/leads', leadsFile(false));
    await timed('POST /api/import/students with parents', '/api/import/students', studentsFile);
  });
}
