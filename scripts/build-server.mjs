// The Node host as JavaScript: `npm start`, `npm run backup` and `npm run restore` run bundles of server/node/*.ts
// made here with esbuild (packages stay in node_modules), not the TypeScript through tsx. Under tsx a process spent
// ~2 s and ~3 CPU-seconds loading its ~300 modules through the loader hooks before it did anything; the bundle loads
// in ~0.6 s. That is each start in production and each of the server processes the tests start and kill.
//
// dist-server/node/ mirrors server/node/: paths a module takes from its own address (`../../dist`, the SQLite copy's
// worker `./sqlite-copy-worker.mjs`, copied beside the bundles) mean the same from either place.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const serverBundleDir = join(root, 'dist-server', 'node');
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
 * at once (`npm start` twice) never load a half-written bundle. Answers the source files that went in.
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
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  return Object.keys(result.metafile.inputs);
}

function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

// What the last build read (esbuild's list of inputs), beside the bundles: a module the host starts to import is
// watched from its first build on, with no list here to keep up.
const inputsFile = join(serverBundleDir, 'inputs.json');
const alwaysRead = ['package-lock.json', 'scripts/build-server.mjs', `server/node/${worker}`];

function bundleIsCurrent() {
  if (!existsSync(inputsFile)) return false;
  const { startedAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return [...inputs, ...alwaysRead].every(
    (input) => existsSync(join(root, input)) && statSync(join(root, input)).mtimeMs <= startedAt,
  );
}

/** Bundles the host when it has not been built or a source that went into it has changed since. */
export async function buildServerIfNeeded() {
  if (bundleIsCurrent()) return;
  // A source saved while esbuild reads it is newer than the start: the next start builds again.
  const startedAt = Date.now();
  writeAtomically(
    join(serverBundleDir, 'sqlite-copy-worker.mjs'),
    readFileSync(join(root, 'server/node', worker)),
  );
  const inputs = await bundle(
    entries.map((entry) => `server/node/${entry}.ts`),
    serverBundleDir,
  );
  // Written last: without it the folder is not a complete build.
  writeAtomically(inputsFile, JSON.stringify({ startedAt, inputs }));
}
