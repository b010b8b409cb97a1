import { z } from 'zod';

// Сообщения в Telegram (docs/telegram.md): the school's own bot, set by the owner; families link their chats.

/** The school's bot as the owner sees it: the token only masked, never whole. */
export const telegramBotSchema = z.object({
  username: z.string().nullable(),
  token_masked: z.string().nullable(),
  linked_chats: z.number().int(),
});
export type TelegramBot = z.infer<typeof telegramBotSchema>;

export const telegramBotUpdateSchema = z.object({
  token: z
    .string({ error: 'Вставьте токен бота от @BotFather' })
    .trim()
    .regex(/^\d{5,15}:[\w-]{30,50}$/, 'Токен бота — как его выдал @BotFather: 123456789:AA…'),
});

/** The family's deep link to the school's bot (valid a day), and whether a chat is linked already. */
export const cabinetTelegramSchema = z.object({
  bot: z.string().nullable(),
  url: z.string().nullable(),
  linked: z.boolean(),
});
export type CabinetTelegram = z.infer<typeof cabinetTelegramSchema>;

/** An update Telegram sends to a bot's webhook: checked for its id, the rest read by the bot's conversation. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number({ error: 'Нет update_id' }).int().nonnegative(),
});
