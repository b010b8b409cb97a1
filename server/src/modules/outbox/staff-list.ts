import { type Kysely, type Selectable, sql } from 'kysely';
import {
  daySpanIn,
  MESSAGES_LIST_LIMIT,
  type Message,
  type MessageKind,
  type MessagesFilter,
  type SchoolTime,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import type { OutboxTable } from './tables.ts';

// «Сообщения» as the staff read them: what the school sent, to whom, and what became of it.

const COLUMNS = [
  'id',
  'kind',
  'channel',
  'recipient',
  'person_name',
  'client_id',
  'student_id',
  'lead_id',
  'subject',
  'body_text',
  'created_at',
  'due_at',
  'sent_at',
  'failed_at',
  'attempts',
  'last_error',
] as const;

type Row = Pick<Selectable<OutboxTable>, (typeof COLUMNS)[number]>;

function toMessage(row: Row): Message {
  return {
    id: Number(row.id),
    kind: row.kind as MessageKind,
    channel: row.channel,
    recipient: row.channel === 'telegram' ? 'чат Telegram' : row.recipient,
    person_name: row.person_name,
    client_id: row.client_id === null ? null : Number(row.client_id),
    student_id: row.student_id === null ? null : Number(row.student_id),
    lead_id: row.lead_id === null ? null : Number(row.lead_id),
    subject: row.subject,
    text: row.body_text,
    status: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'queued',
    created_at: row.created_at,
    due_at: row.due_at,
    sent_at: row.sent_at,
    attempts: Number(row.attempts),
    last_error: row.last_error,
  };
}

/** The school's messages that match, newest first, at most MESSAGES_LIST_LIMIT. */
export async function listMessages(
  db: Kysely<Database>,
  schoolId: number,
  filter: MessagesFilter,
  time: SchoolTime,
): Promise<Message[]> {
  let query = db.selectFrom('outbox').select(COLUMNS).where('school_id', '=', schoolId);
  if (filter.client_id !== undefined) query = query.where('client_id', '=', filter.client_id);
  if (filter.student_id !== undefined) query = query.where('student_id', '=', filter.student_id);
  if (filter.lead_id !== undefined) query = query.where('lead_id', '=', filter.lead_id);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.channel !== undefined) query = query.where('channel', '=', filter.channel);
  if (filter.status === 'sent') query = query.where('sent_at', 'is not', null);
  if (filter.status === 'failed') query = query.where('failed_at', 'is not', null);
  if (filter.status === 'queued') query = query.where('sent_at', 'is', null).where('failed_at', 'is', null);
  const span = daySpanIn(time.zone, filter.from ?? undefined, filter.to ?? undefined);
  if (span.start) query = query.where('created_at', '>=', span.start);
  if (span.end) query = query.where('created_at', '<', span.end);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or(
        ['recipient', 'person_name', 'subject'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MESSAGES_LIST_LIMIT)
    .execute();
  return rows.map(toMessage);
}

/**
 * Sends a failed message again: its tries start over, now. Only a failed one: a queued message goes by itself, and
 * a sent one is not sent twice (the family would get it twice).
 */
export async function resendMessage(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  now: Date,
): Promise<Message> {
  const updated = await db
    .updateTable('outbox')
    .set({ failed_at: null, attempts: 0, due_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('failed_at', 'is not', null)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (updated) return toMessage(updated);
  const exists = await db
    .selectFrom('outbox')
    .select('sent_at')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (!exists) throw notFound();
  throw conflictAs(
    exists.sent_at
      ? 'Сообщение уже отправлено — повторно не отправляем'
      : 'Сообщение ещё в очереди и уйдёт само',
  );
}
