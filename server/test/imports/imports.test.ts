import { describe, expect, it } from 'vitest';
import {
  type ImportRequest,
  type ImportResult,
  type StudentAccount,
  serverErrors,
} from '../../../src/contract/index.ts';
import { countRows, storedClientLinks, storedGroupIds, storedLead } from '../people/support/people-rows.ts';
import { useSignedIn } from '../people/support/people-session.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A demo lead: «Закирова Таисия», +7 (990) 522-63-53, «Сайт», «В обработке», group «Перезвонить».
const demoLead = { name: 'Закирова Таисия', phone: '+7 (990) 522-63-53' };

const leadColumns = ['name', 'phone', 'trial_date', 'source', 'status', 'groups'] as const;

describe.each(testDialects())('import on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const { as } = useSignedIn(t, ['owner', 'manager']);

  const post = async (
    entity: 'leads' | 'students' | 'clients',
    body: ImportRequest,
    who = 'manager' as const,
  ) => as(who).post(`/import/${entity}`, body as unknown as Record<string, unknown>);
  const run = async (entity: 'leads' | 'students' | 'clients', body: ImportRequest) => {
    const response = await post(entity, body);
    expect(response.status, response.text).toBe(200);
    return response.body as ImportResult;
  };

  const leadRows = [
    ['Новикова Дарья', '8 916 123-45-67', '05.12.2026', 'Instagram', 'Новый', 'Пробное в субботу'],
    // The demo lead with her phone written another way and her name in other case: a duplicate.
    ['закирова  таисия', '89905226353', '', '', 'Записан на пробное', ''],
    ['Без Телефона', '', '', '', '', ''],
    ['Плохой Номер', '12345', '', '', '', ''],
    ['', '+7 916 000-00-01', '', '', '', ''],
    ['Плохая Дата', '', '31.02.2026', 'Телевизор', '', 'Нет такой'],
    // The first row again, its phone as ten digits: the file repeats itself.
    ['Новикова Дарья', '9161234567', '', '', '', ''],
  ];

  it('previews every row without writing: new, duplicate, repeated and bad rows with their problems', async () => {
    const before = await countRows(t.db, 'leads');
    const result = await run('leads', { columns: [...leadColumns], rows: leadRows, dry_run: true });
    expect(result.rows.map((row) => row.outcome)).toEqual([
      'create',
      'skip',
      'create',
      'invalid',
      'invalid',
      'invalid',
      'skip',
    ]);
    expect(result.rows[1]?.match).toMatchObject({ kind: 'existing', name: demoLead.name });
    expect(result.rows[6]?.match).toEqual({ kind: 'row', index: 0 });
    expect(result.rows[3]?.problems).toEqual([
      'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00',
    ]);
    expect(result.rows[4]?.problems).toEqual(['Заполните поле «Имя»']);
    expect(result.rows[5]?.problems).toEqual([
      'Дата пробного: «31.02.2026» — не дата; пишите дд.мм.гггг',
      'Источник: нет источника «Телевизор» — добавьте его в справочник или очистите ячейку',
      'Группа: нет группы «Нет такой» в этом разделе',
    ]);
    expect(result).toMatchObject({
      dry_run: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 2,
      invalid: 3,
    });
    expect(await countRows(t.db, 'leads')).toBe(before);
  });

  it('imports the good rows in one go, and the same file again creates nothing', async () => {
    const before = await countRows(t.db, 'leads');
    const result = await run('leads', { columns: [...leadColumns], rows: leadRows, dry_run: false });
    expect(result).toMatchObject({ dry_run: false, created: 2, skipped: 2, invalid: 3 });
    expect(await countRows(t.db, 'leads')).toBe(before + 2);

    const id = result.rows[0]?.id as number;
    expect(await storedLead(t.db, id)).toMatchObject({
      name: 'Новикова Дарья',
      phone: '+7 (916) 123-45-67',
      trial_date: '2026-12-05',
      source_id: ids.sources.instagram,
      status_id: ids.statuses.new,
    });
    expect(await storedGroupIds(t.db, 'lead', id)).toEqual([ids.groups.trialSaturday]);
    // Defaults for what the file leaves empty: the school's first source and status, no group.
    const bare = await storedLead(t.db, result.rows[2]?.id as number);
    expect(bare).toMatchObject({
      phone: '',
      trial_date: null,
      source_id: ids.sources.instagram,
      status_id: ids.statuses.new,
    });

    const again = await run('leads', { columns: [...leadColumns], rows: leadRows, dry_run: false });
    expect(again).toMatchObject({ created: 0, skipped: 4, invalid: 3 });
    expect(await countRows(t.db, 'leads')).toBe(before + 2);
  });

  it('updates duplicates when asked, only with the cells the file fills, and says which were already so', async () => {
    const rows = [
      [demoLead.name, demoLead.phone, '', '', 'Записан на пробное', ''],
      ['Новикова Дарья', '+7 (916) 123-45-67', '05.12.2026', 'Instagram', 'Новый', 'Пробное в субботу'],
    ];
    const result = await run('leads', {
      columns: [...leadColumns],
      rows,
      on_duplicate: 'update',
      dry_run: false,
    });
    expect(result.rows.map((row) => row.outcome)).toEqual(['update', 'unchanged']);
    const demo = await storedLead(t.db, result.rows[0]?.id as number);
    // The status changed; the source and the group the file left empty stayed.
    expect(demo).toMatchObject({ status_id: ids.statuses.trialBooked, phone: demoLead.phone });
    expect(await storedGroupIds(t.db, 'lead', demo?.id as number)).toEqual([ids.groups.callBack]);
  });

  it('creates a second person for a duplicate only when asked to', async () => {
    const before = await countRows(t.db, 'leads');
    const result = await run('leads', {
      columns: ['name', 'phone'],
      rows: [[demoLead.name, demoLead.phone]],
      on_duplicate: 'create',
      dry_run: false,
    });
    expect(result.rows[0]).toMatchObject({ outcome: 'create', match: { kind: 'existing' } });
    expect(await countRows(t.db, 'leads')).toBe(before + 1);
  });

  it('imports students with their parents: a parent becomes a client once, the first one pays', async () => {
    const clientsBefore = await countRows(t.db, 'clients');
    const columns = [
      'name',
      'birthdate',
      'skill_level',
      'groups',
      'parent_name',
      'parent_phone',
      'parent_relation',
    ] as const;
    const rows = [
      [
        'Лебедева Ника',
        '14.05.2016',
        'Начинающий',
        'Хип-хоп 7–10 лет',
        'Лебедева Ольга',
        '+7 916 555-11-22',
        'Мама',
      ],
      ['Лебедев Марк', '2018-09-01', 'middle', '', 'Лебедева Ольга', '89165551122', 'Мама'],
      ['Будущий Ученик', '01.01.2030', 'Гуру', '', '', '', ''],
    ];
    const result = await run('students', { columns: [...columns], rows, dry_run: false });
    expect(result.rows.map((row) => row.outcome)).toEqual(['create', 'create', 'invalid']);
    expect(result.rows[2]?.problems).toEqual([
      'Уровень: «Гуру» — пишите «Начинающий», «Средний» или «Профи»',
      'Поле «Дата рождения»: дата не может быть в будущем',
    ]);
    expect(await countRows(t.db, 'clients')).toBe(clientsBefore + 1);
    const [nika, mark] = [result.rows[0]?.id as number, result.rows[1]?.id as number];
    const mother = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('phone', '=', '+7 (916) 555-11-22')
      .executeTakeFirstOrThrow();
    expect(mother.name).toBe('Лебедева Ольга');
    expect(await storedClientLinks(t.db, nika)).toEqual([[mother.id, 'Мама', true]]);
    expect(await storedClientLinks(t.db, mark)).toEqual([[mother.id, 'Мама', true]]);
    expect(await storedGroupIds(t.db, 'student', nika)).toEqual([ids.groups.hipHop]);

    // Ритм's own export: «Родители» holds «Имя телефон» items; the same people again are duplicates.
    const exported = await run('students', {
      columns: ['name', 'birthdate', 'parents'],
      rows: [['Лебедева Ника', '14.05.2016', 'Лебедева Ольга +7 (916) 555-11-22']],
      on_duplicate: 'update',
      dry_run: false,
    });
    expect(exported.rows[0]).toMatchObject({ outcome: 'unchanged', id: nika });
  });

  it('brings a pass with the visits it has left and a balance from another CRM, once, into the ledger', async () => {
    const columns = [
      'name',
      'birthdate',
      'subscription',
      'subscription_visits',
      'subscription_expires',
      'balance',
    ] as const;
    const rows = [
      ['Орлов Тимур', '03.04.2014', '8 занятий', '5', '31.12.2027', '−1 200,50 ₽'],
      ['Орлова Майя', '', '', '', '31.12.2027', '350'],
      ['Плохой Остаток', '', 'Абонемент', 'пять', '01.01.2020', 'много'],
    ];
    const forbidden = await post('students', { columns: [...columns], rows, dry_run: true });
    expect([forbidden.status, forbidden.body]).toEqual([
      403,
      { message: serverErrors.openingImportForbidden },
    ]);

    const result = (
      await as('owner').post('/import/students', { columns: [...columns], rows, dry_run: false })
    ).body as ImportResult;
    expect(result.rows.map((row) => row.outcome)).toEqual(['create', 'create', 'invalid']);
    expect(result.rows[2]?.problems).toEqual([
      'Осталось занятий: «пять» — нужно целое число от 0 до 1000',
      'Абонемент: срок 01.01.2020 уже прошёл',
      'Баланс: «много» — не сумма в рублях',
    ]);
    const account = async (id: number) =>
      (await as('owner').get(`/finances/student/${id}`)).body as StudentAccount;
    const timur = await account(result.rows[0]?.id as number);
    expect(timur.balance).toBe(-120_050);
    expect(timur.subscriptions).toMatchObject([
      { sub_name: '8 занятий', remaining_visits: 5, expires_at: '2027-12-31', price: 0 },
    ]);
    expect(timur.entries.map((entry) => [entry.kind, entry.amount, entry.note])).toEqual(
      expect.arrayContaining([
        ['opening', -120_050, 'Баланс из прежней CRM'],
        ['sale', 0, 'Остаток из прежней CRM: «8 занятий», осталось занятий: 5, до 31.12.2027'],
      ]),
    );
    const maya = await account(result.rows[1]?.id as number);
    expect(maya.balance).toBe(35_000);
    expect(maya.subscriptions).toMatchObject([
      { sub_name: 'Абонемент из прежней CRM', remaining_visits: null },
    ]);

    // The same file again, duplicates updated: nothing is added twice.
    const again = (
      await as('owner').post('/import/students', {
        columns: [...columns],
        rows,
        on_duplicate: 'update',
        dry_run: false,
      })
    ).body as ImportResult;
    expect(again.rows.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged', 'invalid']);
    expect((await account(timur.student_id)).entries).toHaveLength(timur.entries.length);
  });

  it('imports clients by name and phone like leads', async () => {
    const rows = [
      ['Орлова Вера', '+7 (903) 111-22-33', '02.03.1985', 'Родители младших групп'],
      ['Орлова Вера', '8 (903) 111-22-33', '', ''],
    ];
    const result = await run('clients', {
      columns: ['name', 'phone', 'birthdate', 'groups'],
      rows,
      dry_run: false,
    });
    expect(result.rows.map((row) => row.outcome)).toEqual(['create', 'skip']);
    expect(await storedGroupIds(t.db, 'client', result.rows[0]?.id as number)).toEqual([
      ids.groups.youngerParents,
    ]);
  });

  it('refuses a request it cannot read with one Russian sentence and writes nothing', async () => {
    const before = await countRows(t.db, 'leads');
    const cases: [ImportRequest, string][] = [
      [{ columns: ['phone'], rows: [['+7 916 000-00-02']], dry_run: false }, 'Укажите, в каком столбце имя'],
      [
        { columns: ['name', 'name'], rows: [['А', 'Б']], dry_run: false },
        'Каждое поле — только из одного столбца',
      ],
      [{ columns: ['name'], rows: [], dry_run: false }, 'В файле нет строк с данными'],
      [
        { columns: ['name'], rows: [['А', 'лишняя']], dry_run: false },
        'В каждой строке столько ячеек, сколько сопоставлено столбцов',
      ],
      [
        { columns: ['name'], rows: Array.from({ length: 10_001 }, () => ['А']), dry_run: false },
        'В файле больше 10\u00a0000 строк',
      ],
      [
        { columns: ['birthdate' as 'name'], rows: [['А']], dry_run: false },
        'Неизвестное поле в сопоставлении столбцов',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post('leads', body);
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
    expect(await countRows(t.db, 'leads')).toBe(before);
  });
});
