import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';

// A big school for the benchmarks: the demo school with 10,000 more leads.

export const LEAD_COUNT = 10_000;
const SCHOOL_ID = 1;

const firstNames = [
  'Анна',
  'Мария',
  'Алиса',
  'Ева',
  'Виктория',
  'Полина',
  'Софья',
  'Тимур',
  'Артём',
  'Милана',
];
const lastNames = [
  'Иванова',
  'Смирнова',
  'Кузнецова',
  'Попова',
  'Васильева',
  'Петрова',
  'Соколова',
  'Морозова',
];

/** 10,000 leads of the demo school straight into the table, in batches SQLite accepts. */
export async function seedLeads(db: Kysely<Database>) {
  const firstId = async (table: 'statuses' | 'sources') => {
    let query = db.selectFrom(table).select('id').where('school_id', '=', SCHOOL_ID);
    if (table === 'statuses') query = query.where('type', '=', 'lead');
    return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
  };
  const [statusId, sourceId] = [await firstId('statuses'), await firstId('sources')];
  const now = Date.now();
  const rows = Array.from({ length: LEAD_COUNT }, (_, index) => ({
    school_id: SCHOOL_ID,
    name: `${lastNames[index % lastNames.length]} ${firstNames[index % firstNames.length]} ${index + 1}`,
    phone: `+7 (9${String(index % 100).padStart(2, '0')}) ${String(100 + (index % 900))}-${String(10 + (index % 90))}-${String(10 + ((index * 7) % 90))}`,
    trial_date: index % 3 === 0 ? '2030-01-15' : null,
    qualification: index % 4 === 0 ? 'Хочет заниматься по вечерам' : '',
    source_id: sourceId,
    status_id: statusId,
    created_by: 2,
    created_at: new Date(now - index * 60_000).toISOString(),
    converted_to_client_at: null,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('leads')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
