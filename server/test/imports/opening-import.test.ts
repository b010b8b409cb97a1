import { describe, expect, it } from 'vitest';
import {
  demoStudents,
  type ImportRequest,
  type ImportResult,
  type StudentAccount,
} from '../../../src/contract/index.ts';
import { countRows } from '../people/support/people-rows.ts';
import { useSignedIn } from '../people/support/people-session.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A demo student found by the name and the birthdate, as a file from the old CRM writes them.
const demo = demoStudents.find((student) => student.birthdate);
if (!demo?.birthdate) throw new Error('The demo school has no student with a birthdate');
const [year, month, day] = demo.birthdate.split('-');
const demoBirthdate = `${day}.${month}.${year}`;

const columns = [
  'name',
  'birthdate',
  'subscription',
  'subscription_visits',
  'subscription_expires',
  'balance',
] as const;
const rows = [
  [demo.name, demoBirthdate, 'Старый абонемент', '4', '31.12.2027', '−800'],
  ['Нет Такого Ученика', '01.02.2015', '', '', '', '500'],
];
const file = (overrides: Partial<ImportRequest> = {}) =>
  ({ columns: [...columns], rows, dry_run: false, ...overrides }) as unknown as Record<string, unknown>;

/**
 * The accountant moves passes and balances from the old CRM (docs/import.md): `opening-balances:import` is theirs
 * through `/import/opening`, which finds students and never creates or changes one; adding students stays with
 * `students:write`, so `/import/students` still refuses the accountant.
 */
describe.each(testDialects())('the opening import on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'accountant', 'receptionist', 'teacher']);

  it('answers each role as the permission table says', async () => {
    for (const who of ['manager', 'receptionist', 'teacher'] as const)
      expect((await as(who).post('/import/opening', file({ dry_run: true }))).status, who).toBe(403);
    for (const who of ['owner', 'accountant'] as const)
      expect((await as(who).post('/import/opening', file({ dry_run: true }))).status, who).toBe(200);
    // Adding students is not the accountant's, in a file or otherwise.
    expect((await as('accountant').post('/import/students', file({ dry_run: true }))).status).toBe(403);
  });

  it('loads a pass and a balance for a student already in the school, and refuses a row that finds nobody', async () => {
    const before = {
      students: await countRows(t.db, 'students'),
      clients: await countRows(t.db, 'clients'),
    };
    const card = (await as('owner').post('/students/getAllStudInfo', {})).body.find(
      (student: { name: string }) => student.name === demo.name,
    );

    const response = await as('accountant').post('/import/opening', file());
    expect(response.status, response.text).toBe(200);
    const result = response.body as ImportResult;
    expect(result.rows.map((row) => row.outcome)).toEqual(['update', 'invalid']);
    expect(result.rows[0]?.match).toMatchObject({ kind: 'existing', id: card.id, name: demo.name });
    expect(result.rows[1]?.problems).toEqual([
      'Ученика «Нет Такого Ученика» нет в школе: сначала загрузите учеников (импорт на странице «Ученики»), затем остатки',
    ]);
    expect({
      students: await countRows(t.db, 'students'),
      clients: await countRows(t.db, 'clients'),
    }).toEqual(before);

    const account = (await as('accountant').get(`/finances/student/${card.id}`)).body as StudentAccount;
    expect(account.entries.map((entry) => [entry.kind, entry.amount, entry.note])).toEqual(
      expect.arrayContaining([
        ['opening', -80_000, 'Баланс из прежней CRM'],
        ['sale', 0, 'Остаток из прежней CRM: «Старый абонемент», осталось занятий: 4, до 31.12.2027'],
      ]),
    );
    // The card is the student's as it was.
    const after = (await as('owner').get(`/students/${card.id}`)).body;
    expect({ ...after, subscriptions: undefined, balance: undefined }).toEqual({
      ...card,
      subscriptions: undefined,
      balance: undefined,
    });

    // The same file again adds nothing.
    const again = (await as('accountant').post('/import/opening', file())).body as ImportResult;
    expect(again.rows.map((row) => row.outcome)).toEqual(['unchanged', 'invalid']);
    expect((await as('accountant').get(`/finances/student/${card.id}`)).body.entries).toHaveLength(
      account.entries.length,
    );
  });

  it('takes only the columns that find a student and the opening data', async () => {
    const response = await as('accountant').post('/import/opening', {
      columns: ['name', 'groups'],
      rows: [[demo.name, 'Jazz-funk']],
      dry_run: true,
    });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'Неизвестное поле в сопоставлении столбцов' },
    ]);
  });
});
