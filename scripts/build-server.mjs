// The Node host as JavaScript: `npm start`, `npm run backup` and `npm run restore` run bundles of server/node/*.ts
// made here with esbuild (packages stay in node_modules), not the TypeScript through tsx. Under tsx a process spent
// ~2 s and ~3 CPU-seconds loading its ~300 modules through the loader hooks before it did anything; the bundle loads
// in ~0.6 s. That is each start in production and each of the server processes the tests start and kill.
//
// dist-server/node/ mirrors server/node/: paths a module takes from its own address (`../../dist`, the SQLite copy's
// worker `./sqlite-copy-worker.mjs`, copied beside the bundles) mean the same from either place.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const serverBundleDir = join(root, 'dist-server', 'node');
const entries = ['index', 'backup', 'restore'];
const worker = 'backups/sqlite-copy-worker.mjs';

/** The newest modification time under `path` (a file or a folder). */
export function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/**
 * Bundles `entryPoints` (paths from the repository's root) into `outdir`, one .mjs each, with source maps so that
 * stack traces name the TypeScript. Every file is written beside its place and renamed into it: two hosts starting
 * at once (`npm start` twice) never load a half-written bundle.
 */
export async function bundle(entryPoints, outdir) {
  const result = await build({
    entryPoints: entryPoints.map((entry) => join(root, entry)),
    outdir,
    outbase: dirname(join(root, entryPoints[0])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

const inputs = ['server/node', 'server/src', 'src/contract', 'package-lock.json', 'scripts/build-server.mjs'];

/** Bundles the host when a bundle is missing or older than a source that goes into it. */
export async function buildServerIfNeeded() {
  const builtAt = Math.min(
    ...entries.map((entry) => {
      const file = join(serverBundleDir, `${entry}.mjs`);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  const sourcesChangedAt = Math.max(...inputs.map((input) => newestChange(join(root, input))));
  if (builtAt >= sourcesChangedAt) return;
  // The worker first: the bundles' times say whether the folder is complete.
  mkdirSync(serverBundleDir, { recursive: true });
  const partial = join(serverBundleDir, `sqlite-copy-worker.mjs.${process.pid}.partial`);
  copyFileSync(join(root, 'server/node', worker), partial);
  renameSync(partial, join(serverBundleDir, 'sqlite-copy-worker.mjs'));
  await bundle(
    entries.map((entry) => `server/node/${entry}.ts`),
    serverBundleDir,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerIfNeeded();
