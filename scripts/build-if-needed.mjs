// `npm start` serves the built SPA. Build it when dist/ is missing or older than any source that goes into it,
// so a fresh clone needs nothing but `npm ci && npm start`, and a restart after `git pull` picks up changes.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtAt = (() => {
  const index = join(root, 'dist', 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
})();

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const inputs = [
  'src',
  'public',
  'index.html',
  'cabinet.html',
  'join.html',
  'vite.config.ts',
  'package-lock.json',
].map((name) => join(root, name));
const sourcesChangedAt = Math.max(...inputs.filter(existsSync).map(newestChange));

if (builtAt < sourcesChangedAt) {
  console.info(builtAt ? 'Исходники изменились — пересобираю интерфейс…' : 'Собираю интерфейс…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
