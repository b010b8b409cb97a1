import type { Kysely } from 'kysely';
import type { CabinetTelegram } from '../../../../src/contract/index.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { sessionIdOf } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { botOf } from './bots.ts';

// A family links its Telegram chat by a one-time deep link from the cabinet: `https://t.me/<bot>?start=<token>`.
// Telegram hands the bot `/start <token>`; the token (only its hash is kept) names the school and the address.

const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export async function linkFor(
  db: Kysely<Database>,
  person: { schoolId: number; email: string },
  now: Date,
): Promise<CabinetTelegram> {
  const bot = await botOf(db, person.schoolId);
  const linked = await db
    .selectFrom('telegram_chats')
    .select('id')
    .where('school_id', '=', person.schoolId)
    .where('email', '=', person.email)
    .executeTakeFirst();
  if (!bot) return { bot: null, url: null, linked: false };
  // 24 random bytes: 32 characters of base64url, inside Telegram's 64 for a start parameter.
  const token = toBase64Url(randomBytes(24));
  await db
    .insertInto('telegram_link_tokens')
    .values({
      token_hash: sessionIdOf(token),
      school_id: person.schoolId,
      email: person.email,
      expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return {
    bot: bot.username,
    url: `https://t.me/${bot.username}?start=${token}`,
    linked: linked !== undefined,
  };
}

/** Spends a deep link's token: the address it was made for, or null for an unknown, used or old one. */
export async function redeemLink(db: Kysely<Database>, schoolId: number, token: string, now: Date) {
  const row = await db
    .updateTable('telegram_link_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', sessionIdOf(token))
    .where('school_id', '=', schoolId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('email')
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function linkChat(
  db: Kysely<Database>,
  link: { schoolId: number; email: string; chatId: string },
  now: Date,
) {
  await db
    .insertInto('telegram_chats')
    .values({
      school_id: link.schoolId,
      email: link.email,
      chat_id: link.chatId,
      linked_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['school_id', 'chat_id'])
        .doUpdateSet({ email: link.email, linked_at: now.toISOString() }),
    )
    .execute();
}

export async function chatOwner(db: Kysely<Database>, schoolId: number, chatId: string) {
  const row = await db
    .selectFrom('telegram_chats')
    .select('email')
    .where('school_id', '=', schoolId)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function unlinkChat(db: Kysely<Database>, schoolId: number, chatId: string) {
  await db
    .deleteFrom('telegram_chats')
    .where('school_id', '=', schoolId)
    .where('chat_id', '=', chatId)
    .execute();
}

/** The chats linked to these addresses in the school (where its notices also go). */
export async function chatsOf(db: Kysely<Database>, schoolId: number, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .selectFrom('telegram_chats')
    .select(['email', 'chat_id'])
    .where('school_id', '=', schoolId)
    .where('email', 'in', emails)
    .execute();
}
