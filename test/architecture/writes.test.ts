import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every write of both apps goes through one helper (src/lib/use-write.ts), so each has the same optimistic change,
 * rollback and refresh; its mutation key comes from `mutationKey()` (src/lib/query-keys.ts), never a bare array.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HELPER = 'src/lib/use-write.ts';

const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split('\\').join('/')}`);
const textOf = (file: string) => readFileSync(join(root, file), 'utf8');

/** Mutation keys written out in place: anything but `mutationKey(…)` or a constant `key` made by it. */
const bareKeys = (text: string) =>
  [...text.matchAll(/mutationKey:[ \t]*(?![ \t]|mutationKey\(|key\b|MutationKey\b)([^\n,}]+)/g)].map(
    (match) => match[1]?.trim(),
  );

describe('writes', () => {
  it('finds the files it checks', () => {
    expect(sources).toContain(HELPER);
    expect(sources.length).toBeGreaterThan(300);
  });

  it('go through the one write helper', () => {
    const offending = sources.filter(
      (file) => file !== HELPER && /\buseMutation\b|\buseListMutation\b/.test(textOf(file)),
    );
    expect(offending).toEqual([]);
  });

  it('take their keys from mutationKey()', () => {
    expect(
      bareKeys("mutationKey: ['leads', 'create'],\n mutationKey: mutationKey('leads', 'update'),"),
    ).toEqual(["['leads'"]);
    const offending = sources.flatMap((file) => bareKeys(textOf(file)).map((key) => `${file}: ${key}`));
    expect(offending).toEqual([]);
  });
});
