import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
 * - every table has one owner, the module whose `tables.ts` declares it (or auth/, db/ for the infrastructure's),
 *   and only the owner's SQL names it: other modules go through its service (docs/architecture.md, «Tables and
 *   their owners»), except the read models listed there, which may read — never write — what they list.
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

/** `typeOnly`: an `import type` or `export type`, which leaves nothing in the built code. */
type Import = { file: string; specifier: string; target: string; typeOnly: boolean };

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
    return { file, specifier, target, typeOnly: /^\s*(import|export)\s+type\s/.test(match[0]) };
  });
}

/** The source file a local import target names (`src/lib/http` → `src/lib/http.ts`); a package stays its name. */
function sourceOf(target: string): string {
  const candidates = [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`];
  return candidates.find((candidate) => existsSync(join(root, candidate))) ?? target;
}

const isTest = (file: string) => /\.test\.tsx?$|\/testing(\/|\.ts)|\/test\//.test(file);
const NODE_ONLY = /^(node:|better-sqlite3$|pg$|@hono\/node-server|fs$|path$|crypto$)/;
const describeImport = ({ file, specifier }: Import) => `${file} imports ${specifier}`;

/**
 * What a page of its own loads at run time (the cabinet, the trial form): every source file its entry reaches, and
 * the imports of it that `forbidden` names. Type imports leave nothing behind; the mock host loads only in mock mode.
 */
function walkPage(entry: string, forbidden: (target: string) => boolean) {
  const reached = new Set<string>();
  const offending: string[] = [];
  const visit = (file: string) => {
    if (reached.has(file) || !SOURCE.test(file)) return;
    reached.add(file);
    for (const found of importsOf(file)) {
      const target = sourceOf(found.target);
      if (found.typeOnly || target.startsWith('mocks/')) continue;
      if (forbidden(target)) offending.push(describeImport(found));
      else if (target.startsWith('src/')) visit(target);
    }
  };
  visit(entry);
  return { reached, offending };
}

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

  it('keeps the families’ cabinet clear of the schemas and of the staff’s app', () => {
    // The cabinet is a page of its own so that a parent's phone loads little (docs/cabinet.md, «Первая страница»): no
    // page of it may reach zod — the contract's index configures it and loads every schema — nor the staff's calls,
    // session or routes. Type imports leave nothing behind; the mock host loads only in `--mode mock`.
    const forbidden = (target: string) =>
      target === 'zod' ||
      target === 'src/contract/index.ts' ||
      target === 'src/lib/http.ts' ||
      target === 'src/app/router.tsx' ||
      target === 'src/routeTree.gen.ts' ||
      target.startsWith('src/routes/') ||
      target.startsWith('src/features/auth/');
    const { reached, offending } = walkPage('src/cabinet/main.tsx', forbidden);
    expect(reached).toContain('src/features/cabinet/components/student-card.tsx');
    expect(offending).toEqual([]);
  });

  it('keeps the public trial form clear of the schemas, the staff’s app and the cabinet', () => {
    // The form is a page of its own on schools' sites (docs/join-form.md): its bundle holds no staff code, no
    // family's cabinet and no zod. Type imports leave nothing behind; the mock host loads only in `--mode mock`.
    const forbidden = (target: string) =>
      target === 'zod' ||
      target === 'src/contract/index.ts' ||
      target === 'src/lib/http.ts' ||
      target === 'src/app/router.tsx' ||
      target === 'src/app/app-frame.tsx' ||
      target === 'src/routeTree.gen.ts' ||
      /^src\/(routes|cabinet)\//.test(target) ||
      /^src\/features\/(?!join\/|theme\/)/.test(target);
    const { reached, offending } = walkPage('src/join/main.tsx', forbidden);
    expect(reached).toContain('src/features/join/components/join-form.tsx');
    expect(offending).toEqual([]);
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

// Table ownership. The owners are read from the `…Tables` maps of the owners' `tables.ts` — the same maps
// db/schema.ts puts together into `Database` — so there is no second list to keep in step.

/**
 * Where tables are declared, and who owns what a file declares: a module (by its folder's name), or `auth/` and `db/`
 * (the infrastructure, named with the slash so that no module — not even modules/auth — is taken for them).
 */
function tableFiles(): { owner: string; file: string }[] {
  const modules = readdirSync(join(root, 'server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ owner: entry.name, file: `server/src/modules/${entry.name}/tables.ts` }));
  return [
    ...modules,
    { owner: 'auth/', file: 'server/src/auth/tables.ts' },
    { owner: 'db/', file: 'server/src/db/tables.ts' },
  ].filter(({ file }) => existsSync(join(root, file)));
}

type TableMap = { owner: string; file: string; name: string; tables: string[] };

/** `export type XTables = { table: XTable; … };` of every tables.ts. */
function tableMaps(): TableMap[] {
  return tableFiles().flatMap(({ owner, file }) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/export type (\w+Tables) = \{([^}]*)\};/g)].map(
      (match) => ({
        owner,
        file,
        name: match[1] ?? '',
        tables: [...(match[2] ?? '').matchAll(/^\s*(\w+)\s*:/gm)].map((table) => table[1] ?? ''),
      }),
    ),
  );
}

type TableUse = { file: string; line: number; table: string; write: boolean };

const WRITES = new Set(['insertInto', 'replaceInto', 'mergeInto', 'updateTable', 'deleteFrom']);
const KYSELY_TABLE =
  /\b(selectFrom|insertInto|replaceInto|mergeInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*('[^']*'|\[[^\]]*\])/g;
const SQL_TABLE = /\bsql\.table\(\s*'([^']*)'/g;
/** A table (or a subquery) named by a variable: `selectFrom(table)`, `sql.table(table)`. */
const VARIABLE_TABLE =
  /\b(selectFrom|insertInto|replaceInto|mergeInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|sql\.table)\(\s*[A-Za-z_$][\w$]*\s*[,)]/g;
const SQL_TEMPLATE = /\bsql(?:<[^`;]*?>)?`/g;
const RAW_TABLE = /\b(delete\s+from|from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Comments out, line breaks kept (so line numbers still point at the code). */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The literal text of an sql`…` template starting at `start` (just past its backtick), `${…}` left out. */
function templateText(text: string, start: number): string {
  let out = '';
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '`') return out;
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '$' && text[i + 1] === '{') {
      // Skips the expression; a nested template is found on its own by SQL_TEMPLATE.
      let depth = 0;
      for (i++; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
      out += ' ';
      continue;
    }
    out += char;
  }
  return out;
}

/**
 * Every table a source text names in SQL: Kysely's `selectFrom`, `insertInto`, `updateTable`, `deleteFrom` and
 * joins (`'table'`, `'table as alias'`, or a list of them), `sql.table('table')`, inside sql`…` templates `from`,
 * `join`, `into` and `update` followed by one of the known tables, and where a query names its table through a
 * variable, every known table the file spells out.
 */
function tablesNamedIn(file: string, source: string, known: ReadonlySet<string>): TableUse[] {
  const text = withoutComments(source);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const uses: TableUse[] = [];
  for (const match of text.matchAll(KYSELY_TABLE)) {
    const names = [...(match[2] ?? '').matchAll(/'([^']*)'/g)].map((name) => name[1] ?? '');
    for (const name of names)
      uses.push({
        file,
        line: lineOf(match.index),
        table: name.trim().split(/\s+/)[0] ?? '',
        write: WRITES.has(match[1] ?? ''),
      });
  }
  // Whether raw SQL around `sql.table(…)` reads or writes is not told apart: it counts as a write.
  for (const match of text.matchAll(SQL_TABLE))
    uses.push({ file, line: lineOf(match.index), table: match[1] ?? '', write: true });
  // A query that names its table through a variable hides which table it is: every table the file spells out as a
  // string (an alias `.as('…')` aside) counts as used — written, if any such query writes.
  const variable = [...text.matchAll(VARIABLE_TABLE)];
  if (variable.length > 0) {
    const write = variable.some((match) => WRITES.has(match[1] ?? '') || match[1] === 'sql.table');
    for (const match of text
      .replace(/\.as\(\s*'[^']*'\s*\)/g, (alias) => ' '.repeat(alias.length))
      .matchAll(/'([a-z_][a-z0-9_]*)'/g))
      if (known.has(match[1] ?? ''))
        uses.push({ file, line: lineOf(match.index), table: match[1] ?? '', write });
  }
  for (const match of text.matchAll(SQL_TEMPLATE)) {
    const literal = templateText(text, match.index + match[0].length);
    for (const raw of literal.matchAll(RAW_TABLE)) {
      const table = (raw[2] ?? '').toLowerCase();
      if (!known.has(table)) continue;
      const keyword = (raw[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
      uses.push({
        file,
        line: lineOf(match.index),
        table,
        write: keyword === 'into' || keyword === 'update' || keyword === 'delete from',
      });
    }
  }
  return uses;
}

type ReadModel = { path: string; tables: 'any' | string[] };

/**
 * The read models allowed to read other modules' tables: the table under «Read models that read across owners» in
 * docs/architecture.md — a path (a file, or a folder ending in `/`), the tables it reads (or «any table»), and why.
 */
function readModels(): ReadModel[] {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^### /m).find((part) => part.startsWith('Read models that read across owners'));
  if (!section) throw new Error('docs/architecture.md has no «Read models that read across owners» section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`server\//.test(line))
    .map((line) => {
      const [path = '', tables = ''] = line.split('|').slice(1);
      return {
        path: path.trim().replace(/`/g, ''),
        tables: /any table/.test(tables)
          ? ('any' as const)
          : [...tables.matchAll(/`([a-z_]+)`/g)].map((table) => table[1] ?? ''),
      };
    });
}

describe('table ownership', () => {
  const maps = tableMaps();
  const owners = new Map<string, string>();
  for (const map of maps)
    for (const table of map.tables) if (!owners.has(table)) owners.set(table, map.owner);
  const known = new Set(owners.keys());
  const moduleOf = (path: string) => /^server\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? '';
  const uses = filesUnder('server/src/modules')
    .filter((file) => !isTest(file))
    .flatMap((file) => tablesNamedIn(file, readFileSync(join(root, file), 'utf8'), known));
  const models = readModels();
  const modelOf = (file: string) =>
    models.filter((model) => file === model.path || file.startsWith(model.path));
  // A name no tables.ts declares is a common table expression of the query (`with('activity', …)`), not a table.
  const foreign = (use: TableUse) => owners.has(use.table) && owners.get(use.table) !== moduleOf(use.file);
  const allowed = (use: TableUse) =>
    !use.write &&
    modelOf(use.file).some((model) => model.tables === 'any' || model.tables.includes(use.table));
  const describeUse = (use: TableUse) =>
    `${use.file}:${use.line} ${use.write ? 'writes' : 'reads'} ${use.table} (owned by ${owners.get(use.table)})`;

  it('finds the tables a text names, in every form it checks', () => {
    const source = [
      "db.selectFrom('lessons').innerJoin('groups', 'groups.id', 'lessons.group_id')",
      ".leftJoin('styles as s', 's.id', 'x').rightJoin('users', 'a', 'b').fullJoin('schools', 'a', 'b')",
      "db.insertInto('attendance'); db.updateTable('students as st'); db.deleteFrom('payments')",
      `db.selectFrom(['clients', 'leads as l']); sql\`delete from \${sql.table('refunds')} where 1\``,
      `sql<number>\`(select count(*) from subscriptions s join account_entries e on true) + \${x}\``,
      'sql`update expenses set a = 1`; sql`insert into closures values (1)`',
      "// db.selectFrom('history') in a comment is not a use",
    ].join('\n');
    const variable = [
      "for (const table of ['sessions', 'outbox'] as const) await db.deleteFrom(table).execute();",
      "db.selectFrom(sub.as('expenses')).select('x')",
    ].join('\n');
    const found = tablesNamedIn('x.ts', source, new Set(owners.keys())).map(
      (use) => `${use.table}${use.write ? ' (write)' : ''}`,
    );
    expect(found.sort()).toEqual(
      [
        'lessons',
        'groups',
        'styles',
        'users',
        'schools',
        'attendance (write)',
        'students (write)',
        'payments (write)',
        'clients',
        'leads',
        'refunds (write)',
        'subscriptions',
        'account_entries',
        'expenses (write)',
        'closures (write)',
      ].sort(),
    );
    expect(
      tablesNamedIn('y.ts', variable, new Set(owners.keys())).map(
        (use) => `${use.table}${use.write ? ' (write)' : ''}`,
      ),
    ).toEqual(['sessions (write)', 'outbox (write)']);
  });

  it('gives every table exactly one owner, and puts every owner’s tables into Database', () => {
    const twice = maps.flatMap((map) =>
      map.tables
        .filter((table) => owners.get(table) !== map.owner)
        .map((table) => `${table}: ${map.file} and ${owners.get(table)}`),
    );
    expect(twice).toEqual([]);
    expect(owners.size).toBeGreaterThan(40);
    expect(owners.get('lessons')).toBe('lessons');
    expect(owners.get('sessions')).toBe('auth/');
    expect(owners.get('school_revisions')).toBe('db/');
    const schema = readFileSync(join(root, 'server/src/db/schema.ts'), 'utf8');
    const database = /export type Database =([^;]*);/.exec(schema)?.[1] ?? '';
    const composed = new Set(database.split('&').map((part) => part.trim()));
    expect(maps.map((map) => map.name).filter((name) => !composed.has(name))).toEqual([]);
    expect([...composed].filter((name) => !maps.some((map) => map.name === name))).toEqual([]);
  });

  it('documents the owners as the tables.ts files declare them', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const section = doc.split(/^### /m).find((part) => part.startsWith('Who owns which table')) ?? '';
    const documented = section
      .split('\n')
      .filter((line) => /^\|\s*`/.test(line))
      .map((line) => {
        const [owner = '', tables = ''] = line.split('|').slice(1);
        const names = [...tables.matchAll(/`([a-z_]+)`/g)].map((table) => table[1] ?? '');
        return `${/`([^`]+)`/.exec(owner)?.[1] ?? ''}: ${names.sort().join(', ')}`;
      })
      .sort();
    const declared = [...new Set(owners.values())]
      .map(
        (owner) =>
          `${owner}: ${[...owners]
            .filter(([, by]) => by === owner)
            .map(([table]) => table)
            .sort()
            .join(', ')}`,
      )
      .sort();
    expect(documented).toEqual(declared);
  });

  it('keeps each module’s SQL on its own tables', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.filter((use) => foreign(use) && !allowed(use)).map(describeUse)).toEqual([]);
  });

  it('lists only read models that exist and still read what they are allowed', () => {
    const stale = models.flatMap((model) => {
      if (!existsSync(join(root, model.path))) return [`${model.path} does not exist`];
      const reads = uses.filter(
        (use) => (use.file === model.path || use.file.startsWith(model.path)) && foreign(use) && !use.write,
      );
      if (model.tables === 'any')
        return reads.length > 0 ? [] : [`${model.path} reads no other module's table`];
      return model.tables
        .filter((table) => !reads.some((use) => use.table === table))
        .map((table) => `${model.path} no longer reads ${table}`);
    });
    expect(models.length).toBeGreaterThan(0);
    expect(stale).toEqual([]);
  });
});
