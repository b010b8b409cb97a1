import type { Kysely } from 'kysely';
import { serverErrors, type TelegramBot } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { PermanentDeliveryError, type TelegramSender } from '../outbox/service.ts';
import { invalid, unavailableAs } from '../shared/domain-errors.ts';
import { BotApiError, botApi } from './bot-api.ts';
import { connectWebhook, type WebhookSettings } from './webhook.ts';

// The school's own bot (docs/telegram.md): the owner pastes the token from @BotFather; it is checked with the Bot
// API's getMe, stored, and from then on only its last four characters are ever shown.

const mask = (token: string) => `${token.split(':')[0]}:…${token.slice(-4)}`;

export async function botOf(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('telegram_bots').selectAll().where('school_id', '=', schoolId).executeTakeFirst();
}

export async function describeBot(db: Kysely<Database>, schoolId: number): Promise<TelegramBot> {
  const bot = await botOf(db, schoolId);
  const { linked } = await db
    .selectFrom('telegram_chats')
    .select((eb) => eb.fn.countAll<number>().as('linked'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return {
    username: bot?.username ?? null,
    token_masked: bot ? mask(bot.token) : null,
    linked_chats: Number(linked),
  };
}

/** A new token replaces the old one; the chats stay linked only if it is the same bot (the same @username). */
export async function setBot(
  db: Kysely<Database>,
  schoolId: number,
  token: string,
  request: { apiUrl: string; now: Date; webhook: WebhookSettings | null },
): Promise<TelegramBot> {
  let username: string;
  try {
    ({ username } = await botApi(request.apiUrl, token).getMe());
  } catch (error) {
    if (error instanceof BotApiError) throw invalid(serverErrors.telegramTokenRefused);
    throw unavailableAs(serverErrors.telegramUnreachable);
  }
  const previous = await botOf(db, schoolId);
  if (previous && previous.username !== username)
    await db.deleteFrom('telegram_chats').where('school_id', '=', schoolId).execute();
  const values = { token, username, poll_owner: null, poll_lease_until: null, webhook_secret_hash: null };
  if (previous) await db.updateTable('telegram_bots').set(values).where('school_id', '=', schoolId).execute();
  else
    await db
      .insertInto('telegram_bots')
      .values({ ...values, school_id: schoolId, created_at: request.now.toISOString() })
      .execute();
  // Answered by webhook: Telegram is told where at once (a refusal is tried again by the host's minute loop).
  if (request.webhook)
    await connectWebhook(db, schoolId, request.webhook, null).catch((error: unknown) =>
      console.error(`Вебхук Telegram-бота школы ${schoolId} не установлен:`, error),
    );
  return describeBot(db, schoolId);
}

export async function removeBot(
  db: Kysely<Database>,
  schoolId: number,
  apiUrl: string,
): Promise<TelegramBot> {
  const bot = await botOf(db, schoolId);
  // Telegram stops sending its updates here (best effort: the bot's token may already be revoked).
  if (bot?.webhook_secret_hash)
    await botApi(apiUrl, bot.token)
      .deleteWebhook()
      .catch(() => undefined);
  await db.deleteFrom('telegram_chats').where('school_id', '=', schoolId).execute();
  await db.deleteFrom('telegram_bots').where('school_id', '=', schoolId).execute();
  return describeBot(db, schoolId);
}

/**
 * Sends a notice through the school's bot (the outbox's Telegram channel); a school without a bot refuses. A chat
 * that blocked the bot or is gone (403, 400) is a permanent refusal: the outbox marks the chat and stops.
 */
export function telegramSender(db: Kysely<Database>, apiUrl: string): TelegramSender {
  return async ({ schoolId, chatId, text }) => {
    const bot = await botOf(db, schoolId);
    if (!bot) throw new Error('У школы нет Telegram-бота');
    try {
      const id = await botApi(apiUrl, bot.token).sendMessage(chatId, text);
      return id === undefined ? undefined : `message_id ${id}`;
    } catch (error) {
      if (error instanceof BotApiError && (error.status === 403 || error.status === 400))
        throw new PermanentDeliveryError('blocked', error.message);
      throw error;
    }
  };
}
