import type { Kysely } from 'kysely';
import type { Clock } from '../../../../src/contract/index.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { sessionIdOf } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolWriter } from '../../db/school-writer.ts';
import { schoolAtWork } from '../schools/service.ts';
import { notFound } from '../shared/domain-errors.ts';
import { botApi, type TelegramUpdate } from './bot-api.ts';
import { answerUpdates } from './polling.ts';

// A school's bot answered by webhook (docs/telegram.md): an installation with a public https address (PUBLIC_URL)
// asks Telegram to send each bot's updates to `/api/telegram/webhook/<school>`, with a secret of the bot's own in a
// header; only the secret's hash is kept. Nothing polls such a bot.

export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export type WebhookSettings = { apiUrl: string; publicUrl: string };

const botOf = (db: Kysely<Database>, schoolId: number) =>
  db
    .selectFrom('telegram_bots')
    .select(['token', 'webhook_secret_hash'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();

const webhookUrl = (publicUrl: string, schoolId: number) =>
  `${publicUrl.replace(/\/+$/, '')}/api/telegram/webhook/${schoolId}`;

/**
 * Points the school's bot at this installation with a new secret. The secret is taken with a compare-and-set on
 * what was stored (`expected`), so of two processes starting at once only one sets the webhook; on Telegram's
 * refusal the bot is left to the next try.
 */
export async function connectWebhook(
  db: Kysely<Database>,
  schoolId: number,
  settings: WebhookSettings,
  expected: string | null,
): Promise<boolean> {
  const bot = await botOf(db, schoolId);
  if (!bot) return false;
  const secret = toBase64Url(randomBytes(32));
  let claim = db
    .updateTable('telegram_bots')
    .set({ webhook_secret_hash: sessionIdOf(secret) })
    .where('school_id', '=', schoolId);
  claim =
    expected === null
      ? claim.where('webhook_secret_hash', 'is', null)
      : claim.where('webhook_secret_hash', '=', expected);
  if (Number((await claim.executeTakeFirst()).numUpdatedRows) !== 1) return false;
  try {
    await botApi(settings.apiUrl, bot.token).setWebhook(webhookUrl(settings.publicUrl, schoolId), secret);
    return true;
  } catch (error) {
    await db
      .updateTable('telegram_bots')
      .set({ webhook_secret_hash: null })
      .where('school_id', '=', schoolId)
      .where('webhook_secret_hash', '=', sessionIdOf(secret))
      .execute();
    throw error;
  }
}

/** At a host's start: every bot not yet answered by webhook is pointed at this installation. */
export async function connectWebhooks(db: Kysely<Database>, settings: WebhookSettings): Promise<void> {
  const bots = await db
    .selectFrom('telegram_bots')
    .select('school_id')
    .where('webhook_secret_hash', 'is', null)
    .execute();
  for (const { school_id } of bots)
    await connectWebhook(db, Number(school_id), settings, null).catch((error: unknown) =>
      console.error(`Вебхук Telegram-бота школы ${school_id} не установлен:`, error),
    );
}

/** The host's part in webhook mode: points new bots here now and then every minute, until stopped. */
export function startWebhookUpkeep(db: Kysely<Database>, settings: WebhookSettings): { stop: () => void } {
  const run = () => void connectWebhooks(db, settings).catch((error: unknown) => console.error(error));
  run();
  const timer = setInterval(run, 60_000);
  (timer as { unref?: () => void }).unref?.();
  return { stop: () => clearInterval(timer) };
}

/**
 * An update Telegram sent to the webhook: answered only with the bot's own secret — a forged call, or one for a school
 * without a bot, is 404 and changes nothing (it learns nothing either) — and once (an update sent again is skipped
 * by its id).
 */
export async function receiveWebhook(
  deps: { db: Kysely<Database>; writer: SchoolWriter; now: Clock; apiUrl: string },
  schoolId: number,
  secret: string | undefined,
  update: TelegramUpdate,
): Promise<{ ok: true }> {
  const bot = await botOf(deps.db, schoolId);
  if (!bot?.webhook_secret_hash || !secret || sessionIdOf(secret) !== bot.webhook_secret_hash)
    throw notFound();
  // A deleted school's bot answers nobody (docs/deletion.md); Telegram is told the update arrived.
  if (!(await schoolAtWork(deps.db, schoolId))) return { ok: true };
  await answerUpdates(deps, { schoolId, api: botApi(deps.apiUrl, bot.token) }, [update]);
  return { ok: true };
}
