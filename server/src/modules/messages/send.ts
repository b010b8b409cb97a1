import type { Kysely } from 'kysely';
import {
  type MessageChannel,
  renderTemplate,
  type SchoolTime,
  serviceKinds,
  type TemplateKind,
} from '../../../../src/contract/index.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { sessionIdOf } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { enqueue, isQueued, optouts } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { chatsOf, linkFor } from '../telegram/service.ts';
import { dueAfterQuietHours } from './quiet-hours.ts';
import { type SendSettings, sendSettings } from './settings.ts';
import { schoolTemplate, templateChannels } from './templates.ts';

/** Someone of the school a message goes to: an address, and who it is (a client, a student, a lead). */
export type Contact = {
  email: string;
  name: string;
  client_id?: number | null;
  student_id?: number | null;
  lead_id?: number | null;
};

/** One occasion told to several contacts, each with its own values (their children's names). */
export type Telling<C extends Contact> = {
  schoolId: number;
  kind: TemplateKind | 'manual';
  /** What the message is about: with the kind and the recipient, the message's identity (sent once). */
  occasion: string;
  contacts: readonly C[];
  values: (contact: C) => Record<string, string>;
  /** About a lesson today or tomorrow: goes even in quiet hours. */
  urgent?: boolean;
  /** A staff member's own text instead of the school's template. */
  text?: { subject: string; body: string };
  channels?: readonly MessageChannel[];
  /** Where the family's unsubscribe page is (the installation's public address). */
  publicUrl: string;
};

const ALL_CHANNELS: readonly MessageChannel[] = ['email', 'telegram'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const URL_IN_TEXT = /(https?:\/\/[^\s<]+)/g;

/** Simple HTML of a plain text: paragraphs, line breaks and its links, nothing else. */
export function htmlOf(text: string, unsubscribeUrl: string | null): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`);
  const footer = unsubscribeUrl
    ? `<p style="color:#777;font-size:13px">Не хотите получать такие письма? <a href="${escapeHtml(unsubscribeUrl)}">Отписаться</a></p>`
    : '';
  return `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${paragraphs.join('')}${footer}</body></html>`;
}

/** A new unsubscribe link for an address of the school (only its hash is kept). */
async function unsubscribeLink(
  db: Kysely<Database>,
  schoolId: number,
  email: string,
  publicUrl: string,
  now: Date,
) {
  const token = toBase64Url(randomBytes(24));
  await db
    .insertInto('unsubscribe_tokens')
    .values({
      token_hash: hashUnsubscribeToken(token),
      school_id: schoolId,
      email,
      created_at: now.toISOString(),
    })
    .execute();
  return `${publicUrl.replace(/\/+$/, '')}/cabinet/unsubscribe?token=${token}`;
}

/** Only the SHA-256 of a link's token is kept, as of a session's. */
export const hashUnsubscribeToken = sessionIdOf;

/**
 * Queues one occasion's messages in the caller's transaction: for each contact, an email (unless the school switched
 * email off, or the address bounced — or unsubscribed, for an optional message) and a Telegram message to each chat
 * the family linked (unless it blocked the bot). The school's template (or the staff member's text) is filled with
 * the contact's values; an optional email carries an unsubscribe link; quiet hours hold what is not urgent. Once per
 * (channel, kind, recipient, occasion): telling the same occasion again queues nothing. Answers how many were queued.
 */
export async function tell<C extends Contact>(
  db: Kysely<Database>,
  telling: Telling<C>,
  time: SchoolTime,
  settings?: SendSettings,
): Promise<number> {
  const { schoolId, kind } = telling;
  const stored = kind === 'manual' ? null : await schoolTemplate(db, schoolId, kind);
  const template = telling.text ?? stored;
  if (!template || (stored && !stored.enabled) || telling.contacts.length === 0) return 0;
  const send = settings ?? (await sendSettings(db, schoolId));
  // The caller's channels, within those the school chose for this kind.
  const kindChannels = stored ? templateChannels(stored) : ALL_CHANNELS;
  const channels = new Set(
    (telling.channels ?? ALL_CHANNELS).filter((channel) => kindChannels.includes(channel)),
  );
  const service = kind !== 'manual' && serviceKinds.has(kind);
  const school = await cabinetSchool(db, schoolId);
  const emails = [...new Set(telling.contacts.map((contact) => contact.email))];
  const [blockedEmails, chats] = await Promise.all([
    optouts(db, schoolId, 'email', emails),
    chatsOf(db, schoolId, emails),
  ]);
  const blockedChats = await optouts(
    db,
    schoolId,
    'telegram',
    chats.map((chat) => chat.chat_id),
  );
  const linkedEmails = new Set(chats.map((chat) => chat.email));
  const due = telling.urgent ? time.now : dueAfterQuietHours(send, time);
  let queued = 0;
  for (const contact of telling.contacts) {
    const values = { школа: school.name, ...telling.values(contact) };
    const subject = renderTemplate(template.subject, values);
    const text = renderTemplate(template.body, values);
    const base = {
      school_id: schoolId,
      kind,
      occasion: telling.occasion,
      subject,
      client_id: contact.client_id ?? null,
      student_id: contact.student_id ?? null,
      lead_id: contact.lead_id ?? null,
      person_name: contact.name,
      due_at: due,
    };
    const optout = blockedEmails.get(contact.email);
    const emailAllowed = send.email_enabled && optout !== 'bounced' && (service || optout !== 'unsubscribed');
    if (channels.has('email') && emailAllowed) {
      const key = { channel: 'email' as const, kind, recipient: contact.email, occasion: telling.occasion };
      if (!(await isQueued(db, key))) {
        const unsubscribe = service
          ? null
          : await unsubscribeLink(db, schoolId, contact.email, telling.publicUrl, time.now);
        // A family without a linked chat is offered the school's bot (a one-time link, as the cabinet gives).
        const telegram =
          service || linkedEmails.has(contact.email)
            ? null
            : await linkFor(db, { schoolId, email: contact.email }, time.now);
        const footer = [
          telegram?.url && `Получать сообщения школы в Telegram: ${telegram.url}`,
          unsubscribe && `Отписаться от таких писем: ${unsubscribe}`,
        ].filter(Boolean);
        const body = [text, ...footer].join('\n\n');
        if (
          await enqueue(
            db,
            {
              ...base,
              channel: 'email',
              to: contact.email,
              text: body,
              html: htmlOf(telegram?.url ? `${text}\n\n${footer[0]}` : text, unsubscribe),
              sender_name: send.sender_name ?? school.name,
              reply_to: send.reply_to,
              unsubscribe_url: unsubscribe,
            },
            time.now,
          )
        )
          queued += 1;
      }
    }
    for (const chat of channels.has('telegram') ? chats : [])
      if (chat.email === contact.email && !blockedChats.has(chat.chat_id))
        if (await enqueue(db, { ...base, channel: 'telegram', to: chat.chat_id, text, html: '' }, time.now))
          queued += 1;
  }
  return queued;
}
