import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiPath,
  can,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  type Role,
  roles,
  studentSchema,
} from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

/**
 * The fields of a student each role is answered (docs/api-people.md, «Что видно о ученике»), on every endpoint of
 * the table that answers students: the passes only to a role that reads subscriptions, the parents and payers only
 * to a role that reads clients, both null otherwise — the access test checks who may call, this one what they get.
 */
type Named = [EndpointName, EndpointDefinition];
type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Where in an answer students are: `''` for the answer itself, a field name for a student inside it. */
function studentsIn(schema: Schema, path = ''): string[] {
  if (schema === (studentSchema as unknown as Schema)) return [path];
  const def = schema._zod.def;
  if (def.type === 'array') return studentsIn(def.element as Schema, path);
  if (def.type === 'object')
    return Object.entries((schema as unknown as z.ZodObject).shape).flatMap(([key, field]) =>
      studentsIn(field as Schema, path ? `${path}.${key}` : key),
    );
  return [];
}

const answeringStudents = (Object.entries(endpoints) as Named[])
  .map(([name, endpoint]) => ({ name, endpoint, at: studentsIn(endpoint.answer as Schema) }))
  .filter(({ at }) => at.length > 0);
const allows = (role: Role, endpoint: EndpointDefinition) =>
  endpoint.access === 'session' ||
  (endpoint.access !== 'public' && endpoint.access !== 'cabinet' && can(role, endpoint.access));

// What each role is known to get, spelled out as well as derived from the table.
const expected: Partial<Record<Role, { subscriptions: boolean; clients: boolean }>> = {
  owner: { subscriptions: true, clients: true },
  manager: { subscriptions: false, clients: true },
  receptionist: { subscriptions: true, clients: false },
  teacher: { subscriptions: false, clients: false },
};

describe.each(testDialects())('the fields of a student per role on %s', (dialect) => {
  const t = useTestApp(dialect);
  const cookies = {} as Record<Role, string>;
  // A demo student with passes and parents: what a role may not see is there to hide.
  let studentId: number;

  beforeAll(async () => {
    for (const role of roles) cookies[role] = await loginAs(t.app, accounts[role].email);
    const all = await api(t.app, cookies.owner).post('/students/getAllStudInfo', {});
    const full = all.body.find(
      (student: { clients: unknown[]; subscriptions: unknown[] }) =>
        student.clients.length > 0 && student.subscriptions.length > 0,
    );
    if (!full) throw new Error('No demo student with both passes and parents');
    studentId = full.id;
  });

  /** A call each answering endpoint accepts (a new row where it makes one), as the holder of `cookie`. */
  const requests: Record<string, (cookie: string) => Promise<{ status: number; body: unknown }>> = {
    studentsAll: (cookie) => api(t.app, cookie).post(`/${apiPath('studentsAll')}`, {}),
    student: (cookie) => api(t.app, cookie).get(`/${apiPath('student', { id: studentId })}`),
    studentCreate: (cookie) => api(t.app, cookie).post(`/${apiPath('studentCreate')}`, { name: 'Новенькая' }),
    studentUpdate: (cookie) =>
      api(t.app, cookie).put(`/${apiPath('studentUpdate', { id: studentId })}`, { contact: 'через маму' }),
    studentRestore: async (cookie) => {
      const owner = api(t.app, cookies.owner);
      const made = await owner.post(`/${apiPath('studentCreate')}`, { name: 'Вернётся' });
      await owner.delete(`/${apiPath('studentDelete', { id: made.body.id })}`);
      return api(t.app, cookie).post(`/${apiPath('studentRestore', { id: made.body.id })}`);
    },
    leadConvert: async (cookie) => {
      const lead = await api(t.app, cookies.owner).post(`/${apiPath('leadCreate')}`, {
        name: 'Лид в ученики',
      });
      return api(t.app, cookie).post(`/${apiPath('leadConvert', { id: lead.body.id })}`, {
        client: { name: 'Мама лида', phone: '+7 916 111-22-33' },
      });
    },
  };

  it('knows a call for every endpoint that answers students', () => {
    expect(answeringStudents.map(({ name }) => name).sort()).toEqual(Object.keys(requests).sort());
  });

  it('spells out what each role reads as the permission table says', () => {
    for (const [role, parts] of Object.entries(expected) as [
      Role,
      { subscriptions: boolean; clients: boolean },
    ][])
      expect(
        { subscriptions: can(role, 'subscriptions:read'), clients: can(role, 'clients:read') },
        role,
      ).toEqual(parts);
  });

  it.each(
    answeringStudents.map(
      (entry) => [`${entry.name}: ${entry.endpoint.method} ${entry.endpoint.path}`, entry] as const,
    ),
  )(
    '%s answers each role only the parts of a student it may read',
    async (_label, { name, endpoint, at }) => {
      const request = requests[name];
      if (!request) throw new Error(`No call for ${name}`);
      for (const role of roles.filter((role) => allows(role, endpoint))) {
        const response = await request(cookies[role]);
        expect(response.status, `${name} as ${role}`).toBeLessThan(300);
        const students = at.flatMap((path) => {
          const value = path === '' ? response.body : (response.body as Record<string, unknown>)[path];
          return Array.isArray(value) ? value : [value];
        }) as { id: number; name: string; clients: unknown; subscriptions: unknown }[];
        expect(students.length, `${name} as ${role}`).toBeGreaterThan(0);
        const seesPasses = can(role, 'subscriptions:read');
        const seesParents = can(role, 'clients:read');
        for (const student of students) {
          // The card itself is everyone's who reads students.
          expect(student, `${name} as ${role}`).toMatchObject({
            id: expect.any(Number),
            name: expect.any(String),
          });
          if (seesPasses) expect(student.subscriptions, `${name} as ${role}`).toEqual(expect.any(Array));
          else expect(student.subscriptions, `${name} as ${role}`).toBeNull();
          if (seesParents) expect(student.clients, `${name} as ${role}`).toEqual(expect.any(Array));
          else expect(student.clients, `${name} as ${role}`).toBeNull();
        }
        // What is hidden is not sent at all: no pass name, end or parent's phone anywhere in the text.
        if (name === 'student' || name === 'studentsAll') {
          const text = JSON.stringify(response.body);
          expect(text.includes('"sub_name"'), `${name} as ${role}`).toBe(seesPasses);
          expect(text.includes('"client_name"'), `${name} as ${role}`).toBe(seesParents);
        }
      }
    },
  );

  it('still answers the owner every pass and parent of the student', async () => {
    const response = await send(t.app, `/api/${apiPath('student', { id: studentId })}`, {
      headers: { cookie: cookies.owner },
    });
    expect(response.body.subscriptions.length).toBeGreaterThan(0);
    expect(response.body.clients.length).toBeGreaterThan(0);
  });
});
