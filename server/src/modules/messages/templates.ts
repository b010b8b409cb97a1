import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  defaultTemplates,
  type MessageChannel,
  type MessageTemplate,
  type messageTemplateUpdateSchema,
  type TemplateKind,
  templateEnabledByDefault,
  templateKinds,
  unknownVariables,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';

// A school's templates: the defaults (src/contract/message-templates.ts) until the owner rewrites or switches one off.

type TemplateRow = {
  enabled: boolean | number;
  by_email: boolean | number;
  by_telegram: boolean | number;
  subject: string;
  body: string;
};

const TEMPLATE_COLUMNS = ['enabled', 'by_email', 'by_telegram', 'subject', 'body'] as const;

function templateOf(kind: TemplateKind, row?: TemplateRow): MessageTemplate {
  if (!row)
    return {
      kind,
      enabled: templateEnabledByDefault[kind],
      by_email: true,
      by_telegram: true,
      ...defaultTemplates[kind],
      is_default: true,
    };
  const fallback = defaultTemplates[kind];
  return {
    kind,
    enabled: toBoolean(row.enabled),
    by_email: toBoolean(row.by_email),
    by_telegram: toBoolean(row.by_telegram),
    subject: row.subject,
    body: row.body,
    is_default: row.subject === fallback.subject && row.body === fallback.body,
  };
}

export async function listTemplates(db: Kysely<Database>, schoolId: number): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .select(['kind', ...TEMPLATE_COLUMNS])
    .where('school_id', '=', schoolId)
    .execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return templateKinds.map((kind) => templateOf(kind, byKind.get(kind)));
}

/** The template a message of this kind is written with now. */
export async function schoolTemplate(
  db: Kysely<Database>,
  schoolId: number,
  kind: TemplateKind,
): Promise<MessageTemplate> {
  const row = await db
    .selectFrom('message_templates')
    .select(TEMPLATE_COLUMNS)
    .where('school_id', '=', schoolId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return templateOf(kind, row);
}

/** Refuses a text with a variable its kind does not know: it would go out as a hole in the sentence. */
export function checkVariables(kind: TemplateKind, texts: string[]): void {
  const unknown = [...new Set(texts.flatMap((text) => unknownVariables(kind, text)))];
  if (unknown.length > 0)
    throw invalid(
      `Неизвестн${unknown.length === 1 ? 'ая переменная' : 'ые переменные'}: ${unknown.map((name) => `{${name}}`).join(', ')}`,
    );
}

export async function updateTemplate(
  db: Kysely<Database>,
  schoolId: number,
  input: z.output<typeof messageTemplateUpdateSchema>,
  now: Date,
): Promise<MessageTemplate> {
  checkVariables(input.kind, [input.subject, input.body]);
  // Channels left out stay as stored; the check sees what the template will be.
  const stored = await schoolTemplate(db, schoolId, input.kind);
  const byEmail = input.by_email ?? stored.by_email;
  const byTelegram = input.by_telegram ?? stored.by_telegram;
  if (input.enabled && !byEmail && !byTelegram) throw invalid(templateNeedsChannel);
  const values = {
    enabled: toSqlBoolean(input.enabled),
    by_email: toSqlBoolean(byEmail),
    by_telegram: toSqlBoolean(byTelegram),
    subject: input.subject,
    body: input.body,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('message_templates')
    .values({ school_id: schoolId, kind: input.kind, ...values })
    .onConflict((conflict) => conflict.columns(['school_id', 'kind']).doUpdateSet(values))
    .execute();
  return templateOf(input.kind, values);
}

export const templateNeedsChannel =
  'Выберите, как отправлять: письмом, в Telegram или обоими — или выключите сообщение';

/** The channels a kind goes by at this school (a staff member's own message goes by every channel). */
export function templateChannels(
  template: Pick<MessageTemplate, 'by_email' | 'by_telegram'>,
): MessageChannel[] {
  return [
    ...(template.by_email ? ['email' as const] : []),
    ...(template.by_telegram ? ['telegram' as const] : []),
  ];
}
