import type { TelegramBot } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

const texts = schoolTexts.telegram;

/** The answer is the bot's state as the card shows it. */
const stored = (answer: TelegramBot) =>
  cachedView<TelegramBot>(schoolQueries.telegramBot().queryKey, () => answer);

/** PUT /telegram/bot: Telegram checks the token; the card shows it masked from then on. */
export function useSaveTelegramBot() {
  return useWrite({
    mutationKey: mutationKey('schools', 'telegram-save'),
    request: (token: string) => callApi('telegramBotUpdate', { json: { token } }),
    answered: (answer) => [stored(answer)],
    onSuccess: () => notifySuccess(texts.saved),
  });
}

export function useRemoveTelegramBot() {
  return useWrite({
    mutationKey: mutationKey('schools', 'telegram-delete'),
    request: () => callApi('telegramBotDelete'),
    answered: (answer) => [stored(answer)],
    onSuccess: () => notifySuccess(texts.removed),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}
