// The Telegram Bot API, as much of it as the school's bot uses (core.telegram.org/bots/api): one POST of JSON per
// method to `<base>/bot<token>/<method>`, answered `{ ok, result }` or `{ ok: false, description }`. The base URL
// comes from the host's settings only (TELEGRAM_API_URL), never from a request, so no caller can aim the server at
// an address of their choosing.

export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';
/** A @BotFather token: the bot's number, a colon, 35 characters of base64url. */
export const BOT_TOKEN_PATTERN = /^\d{5,15}:[\w-]{30,50}$/;
/** How long a getUpdates call waits for news (long polling), seconds. */
export const LONG_POLL_SECONDS = 25;

export type InlineButton = { text: string; callback_data: string };
export type ReplyMarkup = { inline_keyboard: InlineButton[][] };

export type TelegramUpdate = {
  update_id: number;
  message?: { chat: { id: number | string }; text?: string };
  callback_query?: { id: string; data?: string; message?: { chat: { id: number | string } } };
};

export class BotApiError extends Error {
  constructor(
    readonly method: string,
    message: string,
    /** The HTTP status: 403 when the chat blocked the bot, 400 when there is no such chat. */
    readonly status?: number,
  ) {
    super(`${method}: ${message}`);
    this.name = 'BotApiError';
  }
}

export type BotApi = {
  getMe(): Promise<{ username: string }>;
  getUpdates(offset: number, timeoutSeconds: number, signal?: AbortSignal): Promise<TelegramUpdate[]>;
  /** Answers the sent message's id. */
  sendMessage(chatId: string, text: string, markup?: ReplyMarkup): Promise<number | undefined>;
  answerCallbackQuery(id: string, text?: string): Promise<void>;
  /** Telegram sends the bot's updates to `url`, each with `secret` in X-Telegram-Bot-Api-Secret-Token. */
  setWebhook(url: string, secret: string): Promise<void>;
  deleteWebhook(): Promise<void>;
};

/** The updates the school's bot answers (getUpdates and setWebhook ask for the same). */
const ALLOWED_UPDATES = ['message', 'callback_query'];

export function botApi(baseUrl: string, token: string): BotApi {
  async function call<T>(method: string, params: object, signal?: AbortSignal): Promise<T> {
    const response = await fetch(`${baseUrl}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(params),
      signal: signal ?? AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as
      | { ok: true; result: T }
      | { ok: false; description?: string }
      | null;
    if (!body?.ok)
      throw new BotApiError(method, body?.description ?? `HTTP ${response.status}`, response.status);
    return body.result;
  }
  return {
    getMe: () => call('getMe', {}),
    getUpdates: (offset, timeout, signal) =>
      call('getUpdates', { offset, timeout, allowed_updates: ALLOWED_UPDATES }, signal),
    sendMessage: async (chatId, text, markup) => {
      const sent = await call<{ message_id?: number }>('sendMessage', {
        chat_id: chatId,
        text,
        ...(markup && { reply_markup: markup }),
      });
      return sent?.message_id;
    },
    answerCallbackQuery: async (id, text) => {
      await call('answerCallbackQuery', { callback_query_id: id, ...(text && { text }) });
    },
    setWebhook: async (url, secret) => {
      await call('setWebhook', { url, secret_token: secret, allowed_updates: ALLOWED_UPDATES });
    },
    deleteWebhook: async () => {
      await call('deleteWebhook', {});
    },
  };
}
