import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import type { TelegramUpdate } from './bot-api.ts';
import { describeBot, removeBot, setBot } from './bots.ts';
import { linkFor } from './links.ts';
import { receiveWebhook, WEBHOOK_SECRET_HEADER } from './webhook.ts';

export function telegramHandlers({ db, writer, now, telegramApiUrl, telegramWebhook, publicUrl }: ApiDeps) {
  const webhook = telegramWebhook ? { apiUrl: telegramApiUrl, publicUrl } : null;
  return {
    telegramBot: ({ schoolId }) => describeBot(db, schoolId),
    telegramBotUpdate: ({ schoolId, body, time }) =>
      setBot(db, schoolId, body.token, { apiUrl: telegramApiUrl, now: time.now, webhook }),
    telegramBotDelete: ({ schoolId }) => removeBot(db, schoolId, telegramApiUrl),
    cabinetTelegram: ({ cabinet, time }) =>
      linkFor(db, { schoolId: cabinet.schoolId, email: cabinet.email }, time.now),
    telegramWebhook: ({ c, id, body }) =>
      receiveWebhook(
        { db, writer, now, apiUrl: telegramApiUrl },
        id,
        c.req.header(WEBHOOK_SECRET_HEADER),
        body as TelegramUpdate,
      ),
  } satisfies Partial<Handlers>;
}
