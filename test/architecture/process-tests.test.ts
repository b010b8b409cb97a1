import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The machine's clock reaches the app in a Node test only where the test starts the host as a process (it reads
 * systemClock there) or hands the app systemClock itself; everywhere else a test clock answers
 * (test/architecture/wall-clock.test.ts keeps the wall clock out of the tree). Those tests, and only those, are named
 * `*.process.test.ts`: CI runs them apart, on both databases, with the machine's clock at 23:30 UTC (.ci/run).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const testFolders = ['server/test', 'test', 'mocks', 'src/contract'];
// Support code of the tests is followed through its imports; the app's own code (mocks/backend.ts names systemClock
// as its default) is not: a test reaches the wall clock only through what it or its support passes or starts.
const followed = ['server/test/', 'test/'];
const REACHES_THE_MACHINE_CLOCK = /node:child_process|\bsystemClock\b/;
const RELATIVE_IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;

const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const toPath = (file: string) => relative(root, file).split('\\').join('/');

function testFiles(): string[] {
  return testFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => `${folder}/${file.split('\\').join('/')}`),
  );
}

/** Whether the file, or the test support it imports (transitively), starts a process or reads systemClock. */
function reachesTheMachineClock(start: string): boolean {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = stripComments(readFileSync(join(root, file), 'utf8'));
    if (REACHES_THE_MACHINE_CLOCK.test(text)) return true;
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = toPath(resolve(root, dirname(file), specifier as string));
      const candidates = [target, `${target}.ts`, `${target}/index.ts`];
      const found = candidates.find((candidate) =>
        statSync(join(root, candidate), { throwIfNoEntry: false })?.isFile(),
      );
      if (found && followed.some((folder) => found.startsWith(folder))) queue.push(found);
    }
  }
  return false;
}

describe('tests that reach the machine clock', () => {
  // This file names what it looks for.
  const files = testFiles().filter((file) => file !== 'test/architecture/process-tests.test.ts');

  it('looks at every Node test, and would see one', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(reachesTheMachineClock('server/test/support/node-host-process.ts')).toBe(true);
    expect(reachesTheMachineClock('server/test/support/test-app.ts')).toBe(false);
  });

  it('are exactly the files named *.process.test.ts', () => {
    const reaching = files.filter(reachesTheMachineClock).sort();
    const named = files.filter((file) => file.endsWith('.process.test.ts')).sort();
    expect(named.length).toBeGreaterThan(0);
    expect(reaching).toEqual(named);
  });
});
