import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MessageSettings, messageSettingsUpdateSchema } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

/** How a school sends, as the core uses it: the stored row, or the defaults for a school that never changed them. */
export type SendSettings = Omit<MessageSettings, 'smtp_configured' | 'telegram_bot'>;

export const DEFAULT_SETTINGS: SendSettings = {
  email_enabled: true,
  sender_name: null,
  reply_to: null,
  reminder_hour: 18,
  quiet_from: '22:00',
  quiet_to: '09:00',
  visits_left_notice: 1,
};

const COLUMNS = [
  'email_enabled',
  'sender_name',
  'reply_to',
  'reminder_hour',
  'quiet_from',
  'quiet_to',
  'visits_left_notice',
] as const;

export async function sendSettings(db: Kysely<Database>, schoolId: number): Promise<SendSettings> {
  const row = await db
    .selectFrom('message_settings')
    .select(COLUMNS)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row ? { ...row, email_enabled: Boolean(row.email_enabled) } : DEFAULT_SETTINGS;
}

/** Every school's reminder hour that differs from the default (the daily jobs' one read for all schools). */
export async function reminderHours(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('message_settings').select(['school_id', 'reminder_hour']).execute();
  return new Map(rows.map((row) => [Number(row.school_id), Number(row.reminder_hour)]));
}

export async function updateSendSettings(
  db: Kysely<Database>,
  schoolId: number,
  patch: z.output<typeof messageSettingsUpdateSchema>,
): Promise<SendSettings> {
  const next = { ...(await sendSettings(db, schoolId)), ...patch };
  const stored = { ...next, email_enabled: toSqlBoolean(next.email_enabled) };
  await db
    .insertInto('message_settings')
    .values({ ...stored, school_id: schoolId })
    .onConflict((conflict) => conflict.column('school_id').doUpdateSet(stored))
    .execute();
  return next;
}
