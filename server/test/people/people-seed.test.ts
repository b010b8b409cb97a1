import { describe, expect, it } from 'vitest';
import {
  defaultSources,
  defaultStatuses,
  demoClients,
  demoGroups,
  demoLeads,
  demoStudents,
} from '../../../src/contract/index.ts';
import { addDays } from '../../src/modules/shared/local-date.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { SEED_NOW, TODAY } from './support/demo-people.ts';

const DAY = 24 * 60 * 60 * 1000;

// docs/api-people.md, "Seed order": the mocks number the same rows the same way, so both must match these ids.
describe.each(testDialects())('people seed on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('gives school 1 statuses 1–6 and sources 1–9, school 2 statuses 7–12 and sources 10–18', async () => {
    const statuses = await t.db
      .selectFrom('statuses')
      .select(['id', 'school_id', 'name'])
      .orderBy('id')
      .execute();
    const sources = await t.db
      .selectFrom('sources')
      .select(['id', 'school_id', 'name'])
      .orderBy('id')
      .execute();
    const perSchool = (schoolId: number, names: string[], first: number) =>
      names.map((name, index) => ({ id: first + index, school_id: schoolId, name }));
    const statusNames = defaultStatuses.map((status) => status.name);
    expect(statuses).toEqual([...perSchool(1, statusNames, 1), ...perSchool(2, statusNames, 7)]);
    expect(sources).toEqual([...perSchool(1, defaultSources, 1), ...perSchool(2, defaultSources, 10)]);
  });

  it('numbers the demo groups, clients, students and leads of school 1 in their listed order', async () => {
    const names = (table: 'groups' | 'clients' | 'students' | 'leads') =>
      t.db.selectFrom(table).select(['id', 'name', 'school_id']).orderBy('id').execute();
    const expected = (rows: { name: string }[]) =>
      rows.map((row, index) => ({ id: index + 1, name: row.name, school_id: 1 }));
    expect(await names('groups')).toEqual(expected(demoGroups));
    expect(await names('clients')).toEqual(expected(demoClients));
    expect(await names('students')).toEqual(expected(demoStudents));
    expect(await names('leads')).toEqual(expected(demoLeads));
  });

  it('links students to clients by index and dates passes from today', async () => {
    const links = await t.db
      .selectFrom('student_clients')
      .select(['student_id', 'client_id', 'relation'])
      .orderBy('student_id')
      .orderBy('client_id')
      .execute();
    const expectedLinks = demoStudents.flatMap((student, index) =>
      student.clients
        .map((link) => ({ student_id: index + 1, client_id: link.client + 1, relation: link.relation }))
        .sort((a, b) => a.client_id - b.client_id),
    );
    expect(links).toEqual(expectedLinks);

    const passes = await t.db
      .selectFrom('subscriptions')
      .select(['id', 'student_id', 'sub_name', 'issued_at', 'expires_at'])
      .orderBy('id')
      .execute();
    const expectedPasses = demoStudents
      .flatMap((student, index) => student.subscriptions.map((pass) => ({ pass, studentId: index + 1 })))
      .map(({ pass, studentId }, index) => ({
        id: index + 1,
        student_id: studentId,
        sub_name: pass.sub_name,
        issued_at: addDays(TODAY, pass.issued_in_days),
        // Both days count: a 30-day subscription sold on the 1st ends on the 30th.
        expires_at: addDays(TODAY, pass.issued_in_days + pass.valid_days - 1),
      }));
    expect(passes).toEqual(expectedPasses);
  });

  it('dates leads back from now, with their trial day, author and group', async () => {
    const leads = await t.db
      .selectFrom('leads')
      .leftJoin('lead_groups', 'lead_groups.lead_id', 'leads.id')
      .select([
        'leads.id',
        'leads.created_at',
        'leads.trial_date',
        'leads.created_by',
        'lead_groups.group_id',
      ])
      .orderBy('leads.id')
      .execute();
    const groupId = (name: string | null) =>
      name === null ? null : demoGroups.findIndex((g) => g.name === name) + 1;
    expect(leads).toEqual(
      demoLeads.map((lead, index) => ({
        id: index + 1,
        created_at: new Date(Date.parse(SEED_NOW) - lead.created_days_ago * DAY).toISOString(),
        trial_date: lead.trial_in_days === null ? null : addDays(TODAY, lead.trial_in_days),
        created_by: lead.created_by === 'owner' ? 2 : 3,
        group_id: groupId(lead.group),
      })),
    );
  });
});
