import { z } from 'zod';
import { messageKinds, templateKinds } from '../message-templates';
import { idField, isoDateField, optionalEmailField, optionalText, requiredText } from './fields';
import { timeField } from './schedule';

// Сообщения (docs/messages.md): the outbox as the staff read it, the school's settings and templates, a staff
// member's own message to families, and a family's unsubscribe.

export const messageChannels = ['email', 'telegram'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messageChannelLabels: Record<MessageChannel, string> = { email: 'Email', telegram: 'Telegram' };

/** queued: waits for its time or its next try; sent; failed: given up (the reason says why, «канал не настроен» too). */
export const messageStatuses = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'В очереди',
  sent: 'Отправлено',
  failed: 'Не отправлено',
};

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  channel: z.enum(messageChannels),
  /** An email address, or «Telegram: <имя>» for a chat (a chat id means nothing to a person). */
  recipient: z.string(),
  /** Who it is for, as the school knows them: a client, a student or a lead (null for a code asked by an address). */
  person_name: z.string().nullable(),
  client_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  lead_id: z.number().int().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(messageStatuses),
  created_at: z.string(),
  /** When it goes (a reminder held for the end of quiet hours) or is tried next. */
  due_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  /** The last failure's reason, in the provider's words or ours («канал не настроен»). */
  last_error: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagesListSchema = z.array(messageSchema);

/** At most this many messages answer one filter, newest first; the period narrows it. */
export const MESSAGES_LIST_LIMIT = 500;

export const messagesFilterSchema = z.object({
  client_id: idField.optional(),
  student_id: idField.optional(),
  lead_id: idField.optional(),
  kind: z.enum(messageKinds, { error: 'Неизвестный вид сообщения' }).optional(),
  status: z.enum(messageStatuses, { error: 'Статус: queued, sent или failed' }).optional(),
  channel: z.enum(messageChannels, { error: 'Канал: email или telegram' }).optional(),
  /** The school's days, both included. */
  from: isoDateField('С').optional(),
  to: isoDateField('По').optional(),
  /** Part of the recipient's address or name, or of the text. */
  search: optionalText('Поиск', 100).optional(),
});
export type MessagesFilter = z.infer<typeof messagesFilterSchema>;

/** How the school sends: the channels it has and the hours it keeps. */
export const messageSettingsSchema = z.object({
  email_enabled: z.boolean(),
  /** The name families see as the sender (the address is the installation's MAIL_FROM). */
  sender_name: z.string().nullable(),
  /** Where a family's answer to an email goes. */
  reply_to: z.string().nullable(),
  /** The school's hour (0–23) at which tomorrow's reminders and the day's notices go. */
  reminder_hour: z.number().int(),
  /** Quiet hours in the school's zone: only codes and notices about a lesson today or tomorrow go then. */
  quiet_from: z.string(),
  quiet_to: z.string(),
  /** «Осталось N занятий» is sent when a visits pass comes down to this many (0: never). */
  visits_left_notice: z.number().int(),
  /** What the installation has (read only): an SMTP server, the school's Telegram bot. */
  smtp_configured: z.boolean(),
  telegram_bot: z.string().nullable(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const messageSettingsUpdateSchema = z.object({
  email_enabled: z.boolean({ error: 'Email: включён или выключен' }).optional(),
  sender_name: optionalText('Имя отправителя', 100)
    .refine((value) => !/[<>"\r\n]/.test(value), 'Имя отправителя не может содержать < > " и переводы строк')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  reply_to: optionalEmailField('Адрес для ответов').optional(),
  reminder_hour: z
    .number({ error: 'Час напоминаний — число от 0 до 23' })
    .int('Час напоминаний — целое число')
    .min(0, 'Час напоминаний — от 0 до 23')
    .max(23, 'Час напоминаний — от 0 до 23')
    .optional(),
  quiet_from: timeField('Тихие часы с').optional(),
  quiet_to: timeField('Тихие часы до').optional(),
  visits_left_notice: z
    .number({ error: 'Порог «осталось занятий» — число от 0 до 10' })
    .int('Порог «осталось занятий» — целое число')
    .min(0, 'Порог «осталось занятий» — от 0 до 10')
    .max(10, 'Порог «осталось занятий» — от 0 до 10')
    .optional(),
});

export const messageTemplateSchema = z.object({
  kind: z.enum(templateKinds),
  enabled: z.boolean(),
  /** The channels this kind goes by when it is on (both unless the school chose). */
  by_email: z.boolean(),
  by_telegram: z.boolean(),
  subject: z.string(),
  body: z.string(),
  /** The school has not changed it: the text is the default. */
  is_default: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesSchema = z.array(messageTemplateSchema);

export const TEMPLATE_BODY_MAX = 2000;

export const messageTemplateUpdateSchema = z.object({
  kind: z.enum(templateKinds, { error: 'Неизвестный вид сообщения' }),
  enabled: z.boolean({ error: 'Отправлять: да или нет' }),
  /** Omitted: the channels stay as they are. */
  by_email: z.boolean({ error: 'Письмом: да или нет' }).optional(),
  by_telegram: z.boolean({ error: 'В Telegram: да или нет' }).optional(),
  subject: requiredText('Тема', 200),
  body: requiredText('Текст', TEMPLATE_BODY_MAX),
});
export const messageTemplatePreviewSchema = messageTemplateUpdateSchema.pick({
  kind: true,
  subject: true,
  body: true,
});

/** A template filled with the school's own recent data (or samples when it has none yet). */
export const messagePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  /** What the preview was filled from: «занятие группы «…» 4 марта», or «пример». */
  source: z.string(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

/** Whom a staff member writes to: a group's families, or rows chosen in the students or clients table. */
export const messageAudienceSchema = z
  .object({
    group_id: idField.optional(),
    student_ids: z.array(idField).max(1000, 'Не больше 1000 учеников за раз').optional(),
    client_ids: z.array(idField).max(1000, 'Не больше 1000 клиентов за раз').optional(),
  })
  .refine(
    (audience) =>
      [audience.group_id !== undefined, audience.student_ids?.length, audience.client_ids?.length].filter(
        Boolean,
      ).length === 1,
    'Выберите получателей: группу, учеников или клиентов',
  );

export const messageRecipientSchema = z.object({
  name: z.string(),
  client_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  email: z.string().nullable(),
  /** A chat linked by the family to the school's bot. */
  telegram: z.boolean(),
  /** The address unsubscribed from the school's messages (or bounced): email will not be used. */
  email_blocked: z.boolean(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export const messageRecipientsSchema = z.array(messageRecipientSchema);

export const messageSendSchema = z.intersection(
  messageAudienceSchema,
  z.object({
    channels: z
      .array(z.enum(messageChannels, { error: 'Канал: email или telegram' }))
      .min(1, 'Выберите хотя бы один канал'),
    subject: requiredText('Тема', 200),
    text: requiredText('Текст', TEMPLATE_BODY_MAX),
  }),
);
export const messageSendAnswerSchema = z.object({ queued: z.number().int(), skipped: z.number().int() });

export const messageUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'Ссылка отписки неполная' })
    .trim()
    .regex(/^[\w-]{20,100}$/, 'Ссылка отписки неполная'),
});
export const messageUnsubscribeAnswerSchema = z.object({ school_name: z.string(), email: z.string() });
