import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  MAX_YEAR,
  MIN_YEAR,
  serverErrors,
} from '../../../src/contract/index.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { familyWithEmail, signInToCabinet } from './support.ts';

// The access test's other audience (docs/cabinet.md): a family's session walks the whole endpoint table. Every staff
// endpoint answers it 401; every cabinet endpoint reads only the family's rows — another family's, or another
// school's, are not found — and refuses malformed bodies like any other.

type Named = [EndpointName, EndpointDefinition];
const table = Object.entries(endpoints) as Named[];
const label = ([name, endpoint]: Named) => `${name}: ${endpoint.method} ${endpoint.path}`;
const cases = (list: Named[]) => list.map((entry) => [label(entry), entry] as const);
const staffOnly = table.filter(
  ([, endpoint]) => endpoint.access !== 'public' && endpoint.access !== 'cabinet',
);
const cabinetOnly = table.filter(([, endpoint]) => endpoint.access === 'cabinet');

describe.each(testDialects())('a family’s session across the endpoint table on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let cookie = '';
  let strangerCookie = '';
  /** Rows the family may not see: another family's student, another person's session. */
  const foreign: Record<string, number> = {};

  const call = ([name, endpoint]: Named, options: { id?: number; body?: string } = {}) =>
    send(t.app, `/api/${apiPath(name, { id: options.id ?? 999_999 })}`, {
      method: endpoint.method,
      headers: { cookie, ...(options.body !== undefined && { 'content-type': 'application/json' }) },
      ...(options.body !== undefined && { body: options.body }),
    });

  beforeAll(async () => {
    await t.runJobs();
    const family = await familyWithEmail(t, 'walk@example.ru');
    cookie = await signInToCabinet(t, 'walk@example.ru');
    await familyWithEmail(t, 'stranger@example.ru');
    strangerCookie = await signInToCabinet(t, 'stranger@example.ru');
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const students = (await owner.post(`/${apiPath('studentsAll')}`, {})).body as { id: number }[];
    const own = new Set(family.client.students.map((student) => student.id));
    foreign.students = students.find((student) => !own.has(student.id))?.id ?? 0;
    const strangerSessions = (await api(t.app, strangerCookie).get(`/${apiPath('cabinetSessions')}`))
      .body as {
      id: number;
    }[];
    foreign.sessions = strangerSessions[0]?.id ?? 0;
  });

  it.each(cases(staffOnly))('%s answers a family’s session 401', async (_label, named) => {
    const response = await call(named, { body: named[1].body ? '{}' : undefined });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.unauthenticated });
  });

  it.each(cases(cabinetOnly))(
    '%s answers 401 without the family’s session',
    async (_label, [name, endpoint]) => {
      const response = await send(t.app, `/api/${apiPath(name, { id: 1 })}`, {
        method: endpoint.method,
        ...(endpoint.body && { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      expect(response.status).toBe(401);
    },
  );

  it.each(cases(cabinetOnly.filter(([, endpoint]) => endpoint.path.includes(':id'))))(
    '%s answers another family’s row as not found',
    async (_label, named) => {
      const resource = named[1].path.split('/')[2] ?? '';
      const response = await call(named, { id: foreign[resource] });
      expect(response.status, response.text).toBe(404);
    },
  );

  it.each(cases(cabinetOnly.filter(([, endpoint]) => endpoint.body)))(
    '%s answers malformed JSON and 10 000 nested brackets with 400',
    async (_label, named) => {
      const malformed = await call(named, { body: '{"name": Вог}' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: serverErrors.invalidJson });
      const deep = await call(named, { body: `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}` });
      expect(deep.status).toBe(400);
      expect(deep.body).toEqual({ message: serverErrors.tooDeep });
    },
  );

  it('takes the contract’s first and last days in a trial without a 5xx', async () => {
    const groups = (await api(t.app, cookie).get(`/${apiPath('cabinetTrialGroups')}`)).body as {
      id: number;
    }[];
    for (const day of [`${MIN_YEAR}-01-01`, `${MAX_YEAR}-12-31`]) {
      const response = await api(t.app, cookie).post(`/${apiPath('cabinetTrial')}`, {
        group_id: groups[0]?.id ?? 1,
        lesson_date: day,
        child_name: 'Проверка',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: serverErrors.cabinetTrialDate });
    }
  });

  it('leaves the stranger’s session standing', async () => {
    expect((await api(t.app, strangerCookie).get(`/${apiPath('cabinetHome')}`)).status).toBe(200);
  });
});
