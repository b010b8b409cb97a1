import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  objectFields,
} from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

/**
 * Every body route of the endpoint table, fed what a hostile or careless client sends: random JSON, the route's
 * own field names with values of every type, unicode, long strings, deep nesting, malformed JSON, wrong content
 * types and odd path ids. Whatever comes in, the answer is never a 5xx, and a refused request stores nothing.
 */
const RUNS_PER_ROUTE = 20;
// Logout ends the session the fuzz runs in; everything else is fair game.
const routes = (Object.entries(endpoints) as [EndpointName, EndpointDefinition][]).filter(
  ([name, endpoint]) => endpoint.body && name !== 'logout',
);
// Rows that refused requests write by design: throttling records and sessions.
const BOOKKEEPING = new Set([
  'login_failures',
  'registration_attempts',
  'join_attempts',
  'sessions',
  'kysely_migration',
  'kysely_migration_lock',
]);

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ maxLength: 5000 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '0x3',
    ' 4 ',
    'null',
    'true',
    '2026-02-30',
    '+7 (900) 123-45-6',
    '\u0000',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
);

/** A body text for a route: its own fields with values of any type, any JSON at all, or not JSON. */
function bodyText(endpoint: EndpointDefinition) {
  const fields = [...objectFields(endpoint.body), 'school_id', 'id'];
  const ownFields = fc
    .dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length })
    .map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 5, arbitrary: ownFields },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 20, max: 5000 })
        .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);
const pathIds = fc.oneof(
  fc.constantFrom('1', '2', '999999', '0', '-1', '1e3', 'abc', '%00'),
  fc.nat().map(String),
);

describe.each(testDialects())('fuzzing every body route on %s', (dialect) => {
  const t = useTestApp(dialect);
  let cookie: string;
  let tables: string[];
  /** The demo school's public page (docs/join-form.md): its form is fuzzed as a visitor would post it. */
  let code: string;

  beforeAll(async () => {
    cookie = await loginAs(t.app, accounts.owner.email);
    code = (await api(t.app, cookie).get(`/${apiPath('joinFormSettings')}`)).body.code;
    tables = (await t.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !BOOKKEEPING.has(name));
  });

  /** Rows of every data table, one number per table, in one statement (once per request, thousands of times). */
  const rowCounts = async () => {
    const counts = sql.join(
      tables.map((table) => sql`select ${table} as name, count(*) as n from ${sql.table(table)}`),
      sql` union all `,
    );
    const { rows } = await sql<{ name: string; n: number | string }>`${counts}`.execute(t.db);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };

  it.each(
    routes.map(
      ([name, endpoint]) => [`${name}: ${endpoint.method} ${endpoint.path}`, name, endpoint] as const,
    ),
  )('%s never answers 5xx, and stores nothing when it refuses', async (_label, name, endpoint) => {
    // The counts after a refused request are the next request's «before»: nothing writes between two requests
    // (the test app's outbox waits to be asked). A request that was let through, or failed the check, counts anew.
    let counted: Record<string, number> | undefined;
    await fc.assert(
      fc.asyncProperty(bodyText(endpoint), contentTypes, pathIds, async (body, contentType, id) => {
        const before = counted ?? (await rowCounts());
        counted = undefined;
        const path = endpoint.path.includes(':id')
          ? apiPath(name, { id: 1, code }).replace(/\/1$/, `/${encodeURIComponent(id)}`)
          : apiPath(name, { code });
        const response = await send(t.app, `/api/${path}`, {
          method: endpoint.method,
          headers: { cookie, ...(contentType && { 'content-type': contentType }) },
          body,
        });
        expect(response.status, `${response.status} ${response.text}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.body).toEqual({ message: expect.any(String) });
          const after = await rowCounts();
          expect(after).toEqual(before);
          counted = after;
        }
      }),
      // CI replays one seed, so a red build always means a change broke something; runs elsewhere explore
      // new inputs (a failure prints its seed and the shrunk request).
      { numRuns: RUNS_PER_ROUTE, ...(process.env.CI && { seed: 20_261_124 }) },
    );
  });
});
