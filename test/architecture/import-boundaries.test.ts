import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folder tree's rules, checked on every import of every source file:
 * - the application core (server/src, src/contract) runs in the browser too (the mock host), so it imports
 *   nothing Node-only, nothing of the Node host (server/node) and nothing of the mocks;
 * - the contract is shared by both sides and imports neither the SPA nor the server;
 * - SPA features never import each other (pages in src/routes compose them); tests may borrow a helper;
 * - the mocks use the core and never the Node host;
 * - server modules never import the HTTP layer (server/src/http): services throw domain errors, which the HTTP
 *   layer's one error handler turns into statuses, and handlers take their request type from the modules' own
 *   `shared/handler.ts`.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\s)import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => join(folder, file).split('\\').join('/'));
}

type Import = { file: string; specifier: string; target: string };

/** Every import of a file; `target` is repository-relative for local files and the package name otherwise. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    let target = specifier;
    if (specifier.startsWith('.'))
      target = normalize(join(dirname(file), specifier))
        .split('\\')
        .join('/');
    else if (specifier.startsWith('@/')) target = `src/${specifier.slice(2)}`;
    return { file, specifier, target };
  });
}

const isTest = (file: string) => /\.test\.tsx?$|\/testing(\/|\.ts)|\/test\//.test(file);
const NODE_ONLY = /^(node:|better-sqlite3$|pg$|@hono\/node-server|fs$|path$|crypto$)/;
const describeImport = ({ file, specifier }: Import) => `${file} imports ${specifier}`;

describe('import boundaries', () => {
  const core = [...filesUnder('server/src'), ...filesUnder('src/contract')].filter((file) => !isTest(file));

  it('finds the files it checks', () => {
    expect(core.length).toBeGreaterThan(50);
    expect(importsOf('server/src/app.ts').map((i) => i.target)).toContain(
      'server/src/http/endpoint-routes.ts',
    );
    expect(importsOf('server/src/modules/leads/handlers.ts').map((i) => i.target)).toContain(
      'server/src/modules/shared/handler.ts',
    );
  });

  it('keeps the core free of Node, the Node host and the mocks', () => {
    const offending = core
      .flatMap(importsOf)
      .filter(
        ({ specifier, target }) =>
          NODE_ONLY.test(specifier) || target.startsWith('server/node/') || target.startsWith('mocks/'),
      );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps the contract free of the SPA and the server', () => {
    const offending = filesUnder('src/contract')
      .flatMap(importsOf)
      .filter(
        ({ target }) =>
          target.startsWith('server/') || (target.startsWith('src/') && !target.startsWith('src/contract')),
      );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps SPA features from importing each other', () => {
    const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
    const offending = filesUnder('src/features')
      .filter((file) => !isTest(file))
      .flatMap(importsOf)
      .filter(({ file, target }) => {
        const to = featureOf(target);
        return to !== undefined && to !== featureOf(file);
      });
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps the mocks on the core, never the Node host', () => {
    const offending = filesUnder('mocks')
      .flatMap(importsOf)
      .filter(({ target }) => target.startsWith('server/node/'));
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps server modules free of the HTTP layer', () => {
    const offending = filesUnder('server/src/modules')
      .flatMap(importsOf)
      .filter(({ target }) => target.startsWith('server/src/http/'));
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps server modules free of each other’s repositories', () => {
    const moduleOf = (path: string) => /^server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
    const offending = filesUnder('server/src/modules')
      .flatMap(importsOf)
      .filter(({ file, target }) => {
        const to = moduleOf(target);
        return (
          to !== undefined && to !== moduleOf(file) && to !== 'shared' && !target.endsWith('/service.ts')
        );
      });
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('has no loops between server modules', () => {
    const moduleOf = (path: string) => /^server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
    const uses = new Map<string, Set<string>>();
    for (const { file, target } of filesUnder('server/src/modules').flatMap(importsOf)) {
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (from && to && from !== to) uses.set(from, (uses.get(from) ?? new Set()).add(to));
    }
    const loops: string[] = [];
    const visit = (module: string, path: string[]) => {
      if (path.includes(module)) {
        loops.push([...path.slice(path.indexOf(module)), module].join(' → '));
        return;
      }
      for (const next of uses.get(module) ?? []) visit(next, [...path, module]);
    };
    for (const module of uses.keys()) visit(module, []);
    expect(loops).toEqual([]);
  });
});
