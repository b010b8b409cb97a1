import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReplyMarkup, TelegramUpdate } from '../../src/modules/telegram/bot-api.ts';

export type SentMessage = { token: string; chat_id: string; text: string; reply_markup?: ReplyMarkup };

export type FakeTelegram = {
  /** `http://127.0.0.1:<port>` — what TELEGRAM_API_URL would say. */
  url: string;
  /** Tokens this Bot API knows, with their bots' usernames. */
  bots: Map<string, string>;
  /** What a chat "types": the next getUpdates of that bot returns it. */
  push: (token: string, update: Omit<TelegramUpdate, 'update_id'>) => number;
  sent: SentMessage[];
  answeredCallbacks: string[];
  /** Every method called, in order (token and method). */
  calls: { token: string; method: string }[];
  /** Where each bot's webhook points, with its secret (setWebhook), until deleteWebhook. */
  webhooks: Map<string, { url: string; secret: string }>;
  /** Chats that blocked the bot: sendMessage to them answers 403, as Telegram does. */
  blocked: Set<string>;
  /** The next `count` sendMessage calls answer 500 (Telegram having a bad moment). */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

/**
 * A loopback HTTP server that speaks the Telegram Bot API's JSON (getMe, getUpdates with offset and long polling,
 * sendMessage, answerCallbackQuery): the app calls it through its real HTTP client, as it would call Telegram.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const bots = new Map<string, string>();
  const queues = new Map<string, TelegramUpdate[]>();
  const waiting = new Map<string, () => void>();
  const sent: SentMessage[] = [];
  const answeredCallbacks: string[] = [];
  const calls: { token: string; method: string }[] = [];
  let nextUpdateId = 1000;
  const blocked = new Set<string>();
  const webhooks = new Map<string, { url: string; secret: string }>();
  let failing = 0;

  const reply = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readJson = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const server = createServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const token = match?.[1] ?? '';
    const method = match?.[2] ?? '';
    const params = await readJson(request);
    calls.push({ token, method });
    const username = bots.get(token);
    if (!username) return reply(response, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (method === 'getMe') return reply(response, { ok: true, result: { id: 1, is_bot: true, username } });
    if (method === 'sendMessage') {
      if (failing > 0) {
        failing -= 1;
        return reply(response, { ok: false, error_code: 500, description: 'Internal Server Error' }, 500);
      }
      if (blocked.has(String(params.chat_id)))
        return reply(
          response,
          { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
          403,
        );
      sent.push({ token, ...(params as Omit<SentMessage, 'token'>), chat_id: String(params.chat_id) });
      return reply(response, { ok: true, result: { message_id: sent.length } });
    }
    if (method === 'setWebhook') {
      webhooks.set(token, { url: String(params.url), secret: String(params.secret_token) });
      return reply(response, { ok: true, result: true });
    }
    if (method === 'deleteWebhook') {
      webhooks.delete(token);
      return reply(response, { ok: true, result: true });
    }
    if (method === 'answerCallbackQuery') {
      answeredCallbacks.push(String(params.callback_query_id));
      return reply(response, { ok: true, result: true });
    }
    if (method === 'getUpdates') {
      const offset = Number(params.offset ?? 0);
      const pending = () => (queues.get(token) ?? []).filter((update) => update.update_id >= offset);
      if (pending().length === 0) {
        // Long polling, kept short for tests: answers as soon as an update arrives, or after a moment.
        const wait = Math.min(Number(params.timeout ?? 0), 0.3) * 1000;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          waiting.set(token, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return reply(response, { ok: true, result: pending() });
    }
    return reply(response, { ok: false, error_code: 404, description: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bots,
    push: (token, update) => {
      const update_id = nextUpdateId++;
      queues.set(token, [...(queues.get(token) ?? []), { update_id, ...update }]);
      waiting.get(token)?.();
      return update_id;
    },
    sent,
    answeredCallbacks,
    calls,
    blocked,
    webhooks,
    failNext: (count) => {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
