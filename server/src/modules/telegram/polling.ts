import type { Kysely } from 'kysely';
import { type Clock, schoolTime } from '../../../../src/contract/index.ts';
import { actorScope } from '../../db/history-actor.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolWriter } from '../../db/school-writer.ts';
import * as schools from '../schools/service.ts';
import { type BotApi, botApi, LONG_POLL_SECONDS, type TelegramUpdate } from './bot-api.ts';
import { handleUpdate } from './conversation.ts';

// Reading a school bot's updates by long polling (docs/telegram.md). Of several processes, one at a time reads a
// bot: it holds a lease on the bot's row (compare-and-set, renewed every cycle); another takes over when a lease
// runs out. Each batch of updates is answered in the school's writer and its offset stored in the same transaction.

const LEASE_MS = 60_000;

export type BotPollCycle = { schoolId: number; handled: number };

/**
 * Answers updates of a school's bot (polled, or sent by Telegram to the webhook): each in the school's writer, in
 * one transaction with the bot's next offset. An update below the stored offset was answered already (Telegram
 * sends a webhook update again when an answer was lost) and is skipped. Answers how many were answered now.
 */
export async function answerUpdates(
  deps: { db: Kysely<Database>; writer: SchoolWriter; now: Clock },
  bot: { schoolId: number; api: BotApi },
  updates: readonly TelegramUpdate[],
): Promise<number> {
  const { db, writer, now } = deps;
  const { schoolId, api } = bot;
  if (updates.length === 0) return 0;
  const zone = await schools.timeZoneOf(db, schoolId);
  const school = await schools.cabinetSchool(db, schoolId);
  let answered = 0;
  for (const update of updates)
    await writer(schoolId, () =>
      actorScope().run(null, () =>
        inTransaction(db, async (trx) => {
          const moved = await trx
            .updateTable('telegram_bots')
            .set({ update_offset: update.update_id + 1 })
            .where('school_id', '=', schoolId)
            .where('update_offset', '<=', update.update_id)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) return;
          answered += 1;
          const time = schoolTime(zone, now());
          try {
            await handleUpdate({ db: trx, api, schoolId, schoolName: school.name, time }, update);
          } catch (error) {
            // One update that cannot be answered (Telegram refused the reply) never blocks the ones after it.
            console.error(`Обновление ${update.update_id} бота школы ${schoolId} не обработано:`, error);
          }
        }),
      ),
    );
  return answered;
}

/** Takes the bot's lease for this process, or says another process holds it. */
async function claimLease(
  db: Kysely<Database>,
  schoolId: number,
  owner: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('telegram_bots')
    .set({ poll_owner: owner, poll_lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('school_id', '=', schoolId)
    .where((eb) =>
      eb.or([
        eb('poll_lease_until', 'is', null),
        eb('poll_lease_until', '<=', now.toISOString()),
        eb('poll_owner', '=', owner),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * One cycle for one bot: claim the lease, ask for updates after the stored offset (waiting up to `waitSeconds`),
 * answer each, and store the next offset. Returns how many updates it answered, or null without the lease.
 */
export async function pollBotOnce(
  deps: { db: Kysely<Database>; writer: SchoolWriter; now: Clock; apiUrl: string; owner: string },
  schoolId: number,
  waitSeconds = LONG_POLL_SECONDS,
  signal?: AbortSignal,
): Promise<number | null> {
  const { db, writer, now, apiUrl, owner } = deps;
  // A deleted school's bot is not read: its families are let in nowhere until it is restored (docs/deletion.md).
  if (!(await schools.schoolAtWork(db, schoolId))) return null;
  if (!(await claimLease(db, schoolId, owner, now()))) return null;
  const bot = await db
    .selectFrom('telegram_bots')
    .selectAll()
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (!bot) return null;
  const api = botApi(apiUrl, bot.token);
  // A bot that was answered by webhook: Telegram gives its updates to getUpdates only once the webhook is gone.
  if (bot.webhook_secret_hash !== null) {
    await api.deleteWebhook();
    await db
      .updateTable('telegram_bots')
      .set({ webhook_secret_hash: null })
      .where('school_id', '=', schoolId)
      .execute();
  }
  const updates = await api.getUpdates(Number(bot.update_offset), waitSeconds, signal);
  await answerUpdates({ db, writer, now }, { schoolId, api }, updates);
  return updates.length;
}

export type TelegramPolling = { stop: () => void };

/** Keeps one long poll running per school bot of the installation (the Node host); new bots are picked up. */
export function startTelegramPolling(deps: {
  db: Kysely<Database>;
  writer: SchoolWriter;
  now: Clock;
  apiUrl: string;
  owner: string;
}): TelegramPolling {
  const running = new Map<number, AbortController>();
  let stopped = false;
  const pollForever = async (schoolId: number, controller: AbortController) => {
    while (!stopped && !controller.signal.aborted) {
      try {
        const handled = await pollBotOnce(deps, schoolId, LONG_POLL_SECONDS, controller.signal);
        if (handled === null) break; // another process reads this bot
      } catch (error) {
        if (controller.signal.aborted) break;
        console.error(`Telegram-бот школы ${schoolId}: ${error instanceof Error ? error.message : error}`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
    }
    running.delete(schoolId);
  };
  const scan = async () => {
    const bots = await deps.db.selectFrom('telegram_bots').select('school_id').execute();
    for (const { school_id } of bots) {
      const schoolId = Number(school_id);
      if (running.has(schoolId)) continue;
      const controller = new AbortController();
      running.set(schoolId, controller);
      void pollForever(schoolId, controller);
    }
  };
  const timer = setInterval(() => void scan().catch(() => undefined), 10_000);
  (timer as { unref?: () => void }).unref?.();
  void scan().catch(() => undefined);
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      for (const controller of running.values()) controller.abort();
    },
  };
}
