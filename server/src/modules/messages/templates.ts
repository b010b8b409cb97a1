import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  defaultTemplates,
  type MessageTemplate,
  type messageTemplateUpdateSchema,
  type TemplateKind,
  templateEnabledByDefault,
  templateKinds,
  unknownVariables,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// A school's templates: the defaults (src/contract/message-templates.ts) until the owner rewrites or switches one off.

function templateOf(kind: TemplateKind, row?: { enabled: boolean | number; subject: string; body: string }) {
  if (!row)
    return { kind, enabled: templateEnabledByDefault[kind], ...defaultTemplates[kind], is_default: true };
  const fallback = defaultTemplates[kind];
  return {
    kind,
    enabled: Boolean(row.enabled),
    subject: row.subject,
    body: row.body,
    is_default: row.subject === fallback.subject && row.body === fallback.body,
  };
}

export async function listTemplates(db: Kysely<Database>, schoolId: number): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .select(['kind', 'enabled', 'subject', 'body'])
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
    .select(['enabled', 'subject', 'body'])
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
  const values = {
    enabled: toSqlBoolean(input.enabled),
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
