// `npm start` serves the built SPA with the bundled host (scripts/build-server.mjs). Each is built when it is missing
// or older than any source that goes into it, so a fresh clone needs nothing but `npm ci && npm start`, and a restart
// after `git pull` picks up changes. `node scripts/build-if-needed.mjs server` builds the host alone (`npm run backup`).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerIfNeeded, newestChange } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

function buildSpaIfNeeded() {
  const index = join(root, 'dist', 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
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
}

if (process.argv[2] !== 'server') buildSpaIfNeeded();
await buildServerIfNeeded();
