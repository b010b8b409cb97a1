import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One clock (docs/time.md): the wall clock is read in `src/contract/clock.ts` alone. Everything else — the server's
 * core, the contract's validators, the SPA, the mock host and the unit tests — takes `now` from it (or from a test
 * clock), so "today" is always the school's and a test means the same at any hour. Playwright specs and benches
 * drive real servers in real time and are not checked here.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLOCK_MODULE = 'src/contract/clock.ts';
const checked = ['src', 'server', 'mocks', 'test'];
const SOURCE = /\.(ts|tsx)$/;

// `new Date()` and `dayjs()` with nothing inside, `Date.now()` anywhere; comments are stripped first.
const WALL_CLOCK = /\bnew Date\(\s*\)|\bDate\.now\(\s*\)|\bdayjs\(\s*\)/g;
const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file).split('\\').join('/'));
}

function wallClockReads(file: string): string[] {
  const lines = stripComments(readFileSync(join(root, file), 'utf8')).split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(WALL_CLOCK)].map((match) => `${file}:${index + 1}: ${match[0]}`),
  );
}

describe('one clock', () => {
  // This file names the reads it looks for.
  const files = checked
    .flatMap(filesUnder)
    .filter((file) => file !== CLOCK_MODULE && file !== 'test/architecture/wall-clock.test.ts');

  it('checks the whole tree, and would see a read', () => {
    expect(files.length).toBeGreaterThan(500);
    expect('const t = new Date(); const u = Date.now(); dayjs( )'.match(WALL_CLOCK)).toHaveLength(3);
    expect('new Date(iso); dayjs(date)'.match(WALL_CLOCK)).toBeNull();
    expect(wallClockReads(CLOCK_MODULE)).toHaveLength(1);
  });

  it('reads the wall clock nowhere but the clock module', () => {
    expect(files.flatMap(wallClockReads)).toEqual([]);
  });
});
