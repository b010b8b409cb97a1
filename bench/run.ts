/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (or only those whose name contains an argument)
 * and prints what each measured. Figures only: nothing here passes or fails on time. Flags after the name are the
 * benchmark's own (`npm run bench -- scale --schools 1000`): it reads them from `process.argv`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeScrypt } from '../server/node/node-scrypt.ts';
import { installPasswordHashing } from '../server/src/auth/password.ts';

installPasswordHashing(nodeScrypt);

type Benchmark = { default: () => Promise<void> };

const folder = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts') && (!filter || name.includes(filter)))
  .sort();

for (const file of files) {
  console.info(`\n▶ ${file}`);
  const started = performance.now();
  const benchmark = (await import(`./${file}`)) as Benchmark;
  await benchmark.default();
  console.info(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
if (files.length === 0) console.info('Нет бенчмарков', filter ? `с «${filter}» в имени` : '');
