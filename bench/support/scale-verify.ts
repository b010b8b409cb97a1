import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import type { Acknowledged } from './scale-writes.ts';

// After the run: is every write the clients got a 2xx for in the database? Created rows by their ids, a lead's
// last acknowledged qualification, a mark's last acknowledged value, a sold pass with the payment taken with it.

const CHUNK = 1000;

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let from = 0; from < items.length; from += CHUNK)
    rows.push(...(await read(items.slice(from, from + CHUNK))));
  return rows;
}

/** Answers how many acknowledged writes are missing, with a few examples. */
export async function missingWrites(db: Kysely<Database>, acknowledged: Acknowledged) {
  const missing: string[] = [];
  const leadIds = [...acknowledged.leads.keys()];
  const leads = new Map(
    (
      await inChunks(leadIds, (ids) =>
        db.selectFrom('leads').select(['id', 'qualification']).where('id', 'in', ids).execute(),
      )
    ).map((row) => [Number(row.id), row.qualification]),
  );
  for (const [id, qualification] of acknowledged.leads) {
    const stored = leads.get(id);
    if (stored === undefined) missing.push(`лид ${id}: нет`);
    else if (qualification !== null && stored !== qualification)
      missing.push(`лид ${id}: «${stored}» вместо «${qualification}»`);
  }

  const lessonIds = [...new Set([...acknowledged.marks.keys()].map((key) => Number(key.split(':')[0])))];
  const marks = new Map(
    (
      await inChunks(lessonIds, (ids) =>
        db
          .selectFrom('attendance')
          .select(['lesson_id', 'student_id', 'is_present'])
          .where('lesson_id', 'in', ids)
          .execute(),
      )
    ).map((row) => [`${row.lesson_id}:${row.student_id}`, Boolean(row.is_present)]),
  );
  for (const [key, present] of acknowledged.marks)
    if (marks.get(key) !== present)
      missing.push(`отметка ${key}: ${marks.get(key) ?? 'нет'} вместо ${present}`);

  const sold = new Set(
    (
      await inChunks(acknowledged.subscriptions, (ids) =>
        db
          .selectFrom('subscriptions')
          .innerJoin('payments', 'payments.subscription_id', 'subscriptions.id')
          .select('subscriptions.id')
          .where('subscriptions.id', 'in', ids)
          .execute(),
      )
    ).map((row) => Number(row.id)),
  );
  for (const id of acknowledged.subscriptions)
    if (!sold.has(id)) missing.push(`абонемент ${id} с оплатой: нет`);

  const paid = new Set(
    (
      await inChunks(acknowledged.payments, (ids) =>
        db.selectFrom('payments').select('id').where('id', 'in', ids).execute(),
      )
    ).map((row) => Number(row.id)),
  );
  for (const id of acknowledged.payments) if (!paid.has(id)) missing.push(`платёж ${id}: нет`);

  return { lost: missing.length, examples: missing.slice(0, 10) };
}
