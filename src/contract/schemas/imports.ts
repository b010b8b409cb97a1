import { z } from 'zod';

// Import of leads, students (with parents) and clients from a CSV or Excel file (docs/import.md). The browser reads
// the file and maps its columns; the server checks every row, finds duplicates and writes, all in one place, so
// the preview (a dry run) and the import are the same computation.

/**
 * The tables a file imports into; `opening` is the accountant's import of passes and balances from another CRM for
 * students already in the school (docs/import.md): it finds students, it never creates or changes them.
 */
export const importEntities = ['leads', 'students', 'clients', 'opening'] as const;
export type ImportEntity = (typeof importEntities)[number];

/** Rows in one file: a school moving from another CRM fits, a runaway export of 100 000 rows does not. */
export const IMPORT_MAX_ROWS = 10_000; // the refusal below says «10 000»
/** The file itself: 10 MB holds far more than 10 000 rows of people. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** One cell: a long comment fits, a pasted document does not. */
export const IMPORT_MAX_CELL_CHARS = 2000;

/** What the file's columns may be mapped to, per table, in the order the mapping offers them. */
export const importFields = {
  leads: ['name', 'phone', 'trial_date', 'source', 'status', 'groups', 'qualification', 'created_at'],
  students: [
    'name',
    'birthdate',
    'skill_level',
    'contact',
    'status',
    'groups',
    'parents',
    'parent_name',
    'parent_phone',
    'parent_relation',
    'subscription',
    'subscription_visits',
    'subscription_expires',
    'balance',
  ],
  clients: ['name', 'phone', 'birthdate', 'contact', 'groups'],
  // What finds a student (the name with a parent's phone or the birthdate) and the opening data itself.
  opening: [
    'name',
    'birthdate',
    'parents',
    'parent_name',
    'parent_phone',
    'subscription',
    'subscription_visits',
    'subscription_expires',
    'balance',
  ],
} as const satisfies Record<ImportEntity, readonly string[]>;
export type ImportField = (typeof importFields)[ImportEntity][number];

export const importFieldLabels: Record<ImportField, string> = {
  name: 'Имя',
  phone: 'Телефон',
  trial_date: 'Дата пробного',
  source: 'Источник',
  status: 'Статус',
  groups: 'Группа',
  qualification: 'Квалификация',
  created_at: 'Дата обращения',
  birthdate: 'Дата рождения',
  skill_level: 'Уровень',
  contact: 'Контакт',
  parents: 'Родители (имя и телефон)',
  parent_name: 'Имя родителя',
  parent_phone: 'Телефон родителя',
  parent_relation: 'Кем приходится',
  subscription: 'Абонемент',
  subscription_visits: 'Осталось занятий',
  subscription_expires: 'Абонемент действует до',
  balance: 'Баланс, ₽',
};

/** The opening data of a school moving from another CRM (money: the owner's or the accountant's to load). */
export const openingImportFields: readonly ImportField[] = [
  'subscription',
  'subscription_visits',
  'subscription_expires',
  'balance',
];

/**
 * Headers that map to a field by themselves, compared lower-case with «ё» as «е» and without punctuation: Ритм's
 * own export headers, the usual Russian ones and the English ones of other CRMs.
 */
export const importFieldHeaders: Record<ImportField, readonly string[]> = {
  name: ['имя', 'фио', 'ф и о', 'имя фамилия', 'фамилия имя', 'ученик', 'клиент', 'лид', 'name', 'full name'],
  phone: [
    'телефон',
    'тел',
    'мобильный',
    'мобильный телефон',
    'номер телефона',
    'phone',
    'mobile',
    'phone number',
  ],
  trial_date: ['дата пробного', 'дата пробного занятия', 'пробное', 'пробное занятие', 'trial date', 'trial'],
  source: ['источник', 'откуда', 'откуда узнал', 'откуда узнали', 'канал', 'source', 'lead source'],
  status: ['статус', 'status'],
  groups: ['группа', 'группы', 'group', 'groups', 'class'],
  qualification: [
    'квалификация',
    'комментарий',
    'примечание',
    'заметки',
    'qualification',
    'comment',
    'notes',
  ],
  created_at: [
    'дата обращения',
    'добавлен',
    'создан',
    'дата создания',
    'дата заявки',
    'created',
    'created at',
    'date',
  ],
  birthdate: ['дата рождения', 'др', 'день рождения', 'birthdate', 'birthday', 'date of birth', 'dob'],
  skill_level: ['уровень', 'уровень подготовки', 'level', 'skill level'],
  contact: ['контакт', 'контакты', 'email', 'почта', 'соцсети', 'contact'],
  parents: ['родители', 'родитель и телефон', 'parents'],
  parent_name: ['родитель', 'имя родителя', 'фио родителя', 'parent', 'parent name'],
  parent_phone: ['телефон родителя', 'тел родителя', 'parent phone'],
  parent_relation: ['кем приходится', 'степень родства', 'родство', 'relation'],
  subscription: ['абонемент', 'название абонемента', 'subscription', 'pass', 'membership'],
  subscription_visits: ['осталось занятий', 'остаток занятий', 'осталось', 'занятий осталось', 'visits left'],
  subscription_expires: [
    'абонемент действует до',
    'действует до',
    'абонемент до',
    'срок абонемента',
    'expires',
    'valid until',
  ],
  balance: ['баланс', 'баланс руб', 'остаток на счете', 'balance'],
};

/** What to do with a row that matches a person already in the school (normalised phone plus name). */
export const duplicateActions = ['skip', 'update', 'create'] as const;
export type DuplicateAction = (typeof duplicateActions)[number];

export const importRequestSchema = (entity: ImportEntity) =>
  z
    .object({
      columns: z
        .array(z.enum(importFields[entity], { error: 'Неизвестное поле в сопоставлении столбцов' }))
        .min(1, 'Сопоставьте хотя бы один столбец')
        .max(importFields[entity].length)
        .refine(
          (columns) => new Set(columns).size === columns.length,
          'Каждое поле — только из одного столбца',
        )
        .refine((columns) => columns.includes('name'), 'Укажите, в каком столбце имя'),
      rows: z
        .array(
          z.array(z.string().max(IMPORT_MAX_CELL_CHARS, `В ячейке больше ${IMPORT_MAX_CELL_CHARS} символов`)),
        )
        .min(1, 'В файле нет строк с данными')
        .max(IMPORT_MAX_ROWS, 'В файле больше 10\u00a0000 строк'),
      on_duplicate: z.enum(duplicateActions, { error: 'Повторы: skip, update или create' }).default('skip'),
      /** A dry run answers what the import would do and writes nothing: the preview. */
      dry_run: z.boolean({ error: 'Поле «dry_run» должно быть да/нет' }),
    })
    .strict()
    .refine(
      (request) => request.rows.every((row) => row.length === request.columns.length),
      'В каждой строке столько ячеек, сколько сопоставлено столбцов',
    );
export type ImportRequest = z.input<ReturnType<typeof importRequestSchema>>;

/** What happens to a row: created, updated, already the same, skipped as a duplicate, or refused for its problems. */
export const importOutcomes = ['create', 'update', 'unchanged', 'skip', 'invalid'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The answer's total that counts each outcome. */
export const importOutcomeTotals = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  skip: 'skipped',
  invalid: 'invalid',
} as const satisfies Record<ImportOutcome, string>;

const count = z.number().int();

export const importResultSchema = z.object({
  dry_run: z.boolean(),
  created: count,
  updated: count,
  unchanged: count,
  skipped: count,
  invalid: count,
  /** One per request row, in its order. */
  rows: z.array(
    z.object({
      outcome: z.enum(importOutcomes),
      /** Why the row cannot be imported, one Russian sentence per problem. */
      problems: z.array(z.string()),
      /** Whom the row matched: a person already in the school (by id and name) or an earlier row of the file. */
      match: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('existing'), id: z.number(), name: z.string() }),
          z.object({ kind: z.literal('row'), index: count }),
        ])
        .nullable(),
      /** The id the row was written to (null for a dry run, a skipped or an invalid row). */
      id: z.number().nullable(),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export type ImportRowResult = ImportResult['rows'][number];
