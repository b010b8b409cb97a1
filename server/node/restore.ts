import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemClock } from '../../src/contract/index.ts';
import { describeDatabase, RestoreRefused, restoreIntoPostgres, restoreSqlite } from './backups/restore.ts';
import { parseEnv } from './env.ts';

// `npm run restore -- <file>` (docs/backups.md, «Восстановление»): a copy made by `npm run backup` or the server
// goes back — into DATA_DIR when no server uses it, or with DATABASE_URL into an empty PostgreSQL database —
// after its check. Exit code 1 when it refused or failed; nothing was changed then.

const args = process.argv.slice(2);
const [argument] = args;
if (args.length !== 1 || !argument || argument.startsWith('-')) {
  console.error('Укажите файл копии: npm run restore -- data/backups/ritm-20260514T000000Z-daily.sqlite');
  process.exit(1);
}
const file = resolve(argument);
const env = (() => {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

if (!existsSync(file)) {
  console.error(`Файла нет: ${file}`);
  process.exit(1);
}

try {
  if (env.DATABASE_DIRECT_URL) {
    // pg_restore needs a session of its own: the database's own address, past a pooler in DATABASE_URL.
    const target = describeDatabase(env.DATABASE_DIRECT_URL);
    console.info(`Восстанавливаю ${file} в базу PostgreSQL ${target}…`);
    await restoreIntoPostgres(file, env.DATABASE_DIRECT_URL);
    console.info(
      `Готово: копия проверена и восстановлена в ${target}. Запустите сервер с этим DATABASE_URL.`,
    );
  } else {
    console.info(`Восстанавливаю ${file} в папку данных ${env.DATA_DIR}…`);
    const restored = await restoreSqlite(file, env.DATA_DIR, systemClock());
    console.info(`Готово: копия прошла проверку целостности и стала базой ${restored.database}.`);
    if (restored.keptAside.length > 0)
      console.info(`Прежняя база не удалена, она лежит рядом: ${restored.keptAside.join(', ')}`);
    if (restored.pending.length > 0)
      console.info(
        `Копия старше этой версии Ритма: при запуске сервер обновит её (${restored.pending.join(', ')}), ` +
          'сделав перед этим резервную копию.',
      );
    console.info('Запустите сервер: npm start');
  }
} catch (error) {
  if (error instanceof RestoreRefused) console.error(`Восстановление отменено: ${error.message}`);
  else
    console.error(
      'Восстановление не удалось, база не изменена:',
      error instanceof Error ? error.message : error,
    );
  process.exitCode = 1;
}
