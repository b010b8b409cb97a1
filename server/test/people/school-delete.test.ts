import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { purgeAsDue } from '../support/school-purge.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { useSignedIn } from './support/people-session.ts';

/** Link rows have no id: a stable order for comparing two reads. */
const sortedRows = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

const schoolTables = [
  'statuses',
  'sources',
  'groups',
  'clients',
  'students',
  'leads',
  'subscriptions',
] as const;

/**
 * People rows of one school (its own rows, and the memberships and links of its rows), or, without a school,
 * every people row in the database.
 */
async function peopleRows(db: Kysely<Database>, schoolId?: number) {
  const rows: Record<string, unknown[]> = {};
  for (const table of schoolTables) {
    let query = db.selectFrom(table).selectAll();
    if (schoolId !== undefined) query = query.where('school_id', '=', schoolId);
    rows[table] = await query.orderBy('id').execute();
  }
  const groups = db
    .selectFrom('groups')
    .select('id')
    .where('school_id', '=', schoolId ?? 0);
  const students = db
    .selectFrom('students')
    .select('id')
    .where('school_id', '=', schoolId ?? 0);
  const leadGroups = db.selectFrom('lead_groups').selectAll();
  const studentGroups = db.selectFrom('student_groups').selectAll();
  const clientGroups = db.selectFrom('client_groups').selectAll();
  const all = schoolId === undefined;
  rows.lead_groups = sortedRows(
    await (all ? leadGroups : leadGroups.where('group_id', 'in', groups)).execute(),
  );
  rows.student_groups = sortedRows(
    await (all ? studentGroups : studentGroups.where('group_id', 'in', groups)).execute(),
  );
  rows.client_groups = sortedRows(
    await (all ? clientGroups : clientGroups.where('group_id', 'in', groups)).execute(),
  );
  const links = db.selectFrom('student_clients').selectAll();
  rows.student_clients = sortedRows(
    await (all ? links : links.where('student_id', 'in', students)).execute(),
  );
  return rows;
}

describe.each(testDialects())('school delete and people on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['admin', 'otherOwner']);

  it('removes every people row of the deleted school and nothing of the other', async () => {
    const other = as('otherOwner');
    const group = (await other.post('/groups/create', { name: 'Сальса', entity_type: 'student' })).body;
    const client = (await other.post('/clients/create', { name: 'Кузнецова Ольга' })).body;
    await other.post('/students/registration', {
      name: 'Кузнецов Илья',
      groups: [group.id],
      clients: [{ id: client.id }],
    });
    await other.post('/leads/create', { name: 'Лид второй школы' });
    const otherBefore = await peopleRows(t.db, 2);
    const demoBefore = await peopleRows(t.db, 1);
    expect(demoBefore.leads?.length).toBeGreaterThan(0);
    expect(demoBefore.student_clients?.length).toBeGreaterThan(0);

    const response = await as('admin').delete('/schools/delete/1');
    expect([response.status, response.body]).toEqual([200, { id: 1 }]);
    await purgeAsDue(t);

    // What is left in the whole database is exactly the other school's rows, as they were.
    expect(await peopleRows(t.db)).toEqual(otherBefore);
  });
});
