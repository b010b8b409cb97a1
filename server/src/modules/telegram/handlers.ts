import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { describeBot, removeBot, setBot } from './bots.ts';
import { linkFor } from './links.ts';

export function telegramHandlers({ db, telegramApiUrl }: ApiDeps) {
  return {
    telegramBot: ({ schoolId }) => describeBot(db, schoolId),
    telegramBotUpdate: ({ schoolId, body, time }) =>
      setBot(db, schoolId, body.token, { apiUrl: telegramApiUrl, now: time.now }),
    telegramBotDelete: ({ schoolId }) => removeBot(db, schoolId),
    cabinetTelegram: ({ cabinet, time }) =>
      linkFor(db, { schoolId: cabinet.schoolId, email: cabinet.email }, time.now),
  } satisfies Partial<Handlers>;
}
