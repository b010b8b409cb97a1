import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { SubscriptionKind, SubscriptionStart } from '../../../../src/contract/index.ts';
import type { Database, SubscriptionTable } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// Templates.

export type TemplateRow = {
  id: number;
  name: string;
  kind: SubscriptionKind;
  visits: number | null;
  price: number;
  validity_days: number;
  starts_on: SubscriptionStart;
  freeze_count: number;
  freeze_days: number;
  is_archived: boolean | number;
  sold_count: number | string;
};

const templateColumns = [
  't.id',
  't.name',
  't.kind',
  't.visits',
  't.price',
  't.validity_days',
  't.starts_on',
  't.freeze_count',
  't.freeze_days',
  't.is_archived',
] as const;

function selectTemplates(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('subscription_templates as t')
    .select(templateColumns)
    .select(sql<number>`(select count(*) from subscriptions s where s.template_id = t.id)`.as('sold_count'))
    .where('t.school_id', '=', schoolId);
}

export function listTemplates(db: Kysely<Database>, schoolId: number): Promise<TemplateRow[]> {
  return selectTemplates(db, schoolId).orderBy('t.name').orderBy('t.id').execute();
}

export async function findTemplate(db: Kysely<Database>, schoolId: number, id: number) {
  const query = selectTemplates(db, schoolId).where('t.id', '=', id);
  return lockedOnPostgres(db, query, 'share').executeTakeFirst();
}

/** What each template is valid for: group ids and direction ids; none of both means every lesson. */
export type Scope = { group_ids: number[]; direction_ids: number[] };

export async function templateScopes(
  db: Kysely<Database>,
  templateIds: number[],
): Promise<Map<number, Scope>> {
  const scopes = new Map<number, Scope>(templateIds.map((id) => [id, { group_ids: [], direction_ids: [] }]));
  if (templateIds.length === 0) return scopes;
  const [groups, styles] = await Promise.all([
    db
      .selectFrom('subscription_template_groups')
      .select(['template_id', 'group_id'])
      .where('template_id', 'in', templateIds)
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('subscription_template_styles')
      .select(['template_id', 'style_id'])
      .where('template_id', 'in', templateIds)
      .orderBy('style_id')
      .execute(),
  ]);
  for (const row of groups) scopes.get(row.template_id)?.group_ids.push(row.group_id);
  for (const row of styles) scopes.get(row.template_id)?.direction_ids.push(row.style_id);
  return scopes;
}

export type TemplateValues = {
  name: string;
  kind: SubscriptionKind;
  visits: number | null;
  price: number;
  validity_days: number;
  starts_on: SubscriptionStart;
  freeze_count: number;
  freeze_days: number;
};

export async function insertTemplate(
  db: Kysely<Database>,
  schoolId: number,
  values: TemplateValues,
  createdAt: string,
): Promise<number> {
  const { id } = await db
    .insertInto('subscription_templates')
    .values({ ...values, school_id: schoolId, is_archived: toSqlBoolean(false), created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTemplate(
  db: Kysely<Database>,
  id: number,
  patch: Partial<TemplateValues> & { is_archived?: number },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('subscription_templates').set(patch).where('id', '=', id).execute();
}

export async function replaceScope(db: Kysely<Database>, templateId: number, scope: Partial<Scope>) {
  if (scope.group_ids) {
    await db.deleteFrom('subscription_template_groups').where('template_id', '=', templateId).execute();
    if (scope.group_ids.length > 0)
      await db
        .insertInto('subscription_template_groups')
        .values(scope.group_ids.map((group_id) => ({ template_id: templateId, group_id })))
        .execute();
  }
  if (scope.direction_ids) {
    await db.deleteFrom('subscription_template_styles').where('template_id', '=', templateId).execute();
    if (scope.direction_ids.length > 0)
      await db
        .insertInto('subscription_template_styles')
        .values(scope.direction_ids.map((style_id) => ({ template_id: templateId, style_id })))
        .execute();
  }
}

export async function deleteTemplate(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('subscription_templates').where('id', '=', id).execute();
}

// Sold subscriptions.

export type SubscriptionRow = {
  id: number;
  student_id: number;
  student_name: string;
  template_id: number | null;
  sub_name: string;
  kind: SubscriptionKind;
  issued_at: string;
  starts_at: string | null;
  expires_at: string | null;
  visits: number | null;
  price: number;
  validity_days: number;
  starts_on: SubscriptionStart;
  freeze_count: number;
  freeze_days: number;
  canceled_on: string | null;
  paid: number | string;
};

export type SubscriptionFilter = { studentIds?: number[]; ids?: number[]; activeOn?: string };

/** Subscriptions of the school with what was paid for each (payments not voided, less their refunds). */
export function listSubscriptions(
  db: Kysely<Database>,
  schoolId: number,
  filter: SubscriptionFilter = {},
): Promise<SubscriptionRow[]> {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('students as st', 'st.id', 's.student_id')
    .select([
      's.id',
      's.student_id',
      'st.name as student_name',
      's.template_id',
      's.sub_name',
      's.kind',
      's.issued_at',
      's.starts_at',
      's.expires_at',
      's.visits',
      's.price',
      's.validity_days',
      's.starts_on',
      's.freeze_count',
      's.freeze_days',
      's.canceled_on',
    ])
    .select(
      sql<number>`(select coalesce(sum(p.amount), 0) from payments p where p.subscription_id = s.id and p.voided_at is null)
        - (select coalesce(sum(r.amount), 0) from refunds r inner join payments p on p.id = r.payment_id
           where p.subscription_id = s.id and p.voided_at is null)`.as('paid'),
    )
    .where('s.school_id', '=', schoolId);
  if (filter.studentIds) {
    if (filter.studentIds.length === 0) return Promise.resolve([]);
    query = query.where('s.student_id', 'in', filter.studentIds);
  }
  if (filter.ids) query = query.where('s.id', 'in', filter.ids);
  if (filter.activeOn)
    query = query.where((eb) =>
      eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>=', filter.activeOn as string)]),
    );
  return query.orderBy('s.issued_at', 'desc').orderBy('s.id', 'desc').execute();
}

export type FreezeRow = { subscription_id: number; starts_on: string; days: number };

export async function freezesOf(
  db: Kysely<Database>,
  subscriptionIds: number[],
): Promise<Map<number, FreezeRow[]>> {
  const byId = new Map<number, FreezeRow[]>();
  if (subscriptionIds.length === 0) return byId;
  const rows = await db
    .selectFrom('subscription_freezes')
    .select(['subscription_id', 'starts_on', 'days'])
    .where('subscription_id', 'in', subscriptionIds)
    .orderBy('starts_on')
    .execute();
  for (const row of rows) {
    const list = byId.get(row.subscription_id);
    if (list) list.push(row);
    else byId.set(row.subscription_id, [row]);
  }
  return byId;
}

export async function insertSubscription(
  db: Kysely<Database>,
  values: Insertable<SubscriptionTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('subscriptions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSubscriptionDates(
  db: Kysely<Database>,
  id: number,
  dates: { starts_at?: string; expires_at: string },
): Promise<void> {
  await db.updateTable('subscriptions').set(dates).where('id', '=', id).execute();
}

export async function insertFreeze(
  db: Kysely<Database>,
  values: {
    school_id: number;
    subscription_id: number;
    starts_on: string;
    days: number;
    created_by: number | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('subscription_freezes').values(values).execute();
}

/** A cancelled pass remembers the day (docs/money.md, «Отмена абонемента»): from then on it covers no lesson. */
export async function markCanceled(db: Kysely<Database>, id: number, day: string): Promise<void> {
  await db.updateTable('subscriptions').set({ canceled_on: day }).where('id', '=', id).execute();
}

/** A pass handed to another child of the family: its row follows; its ledger lines stay whose they were. */
export async function moveToStudent(db: Kysely<Database>, id: number, studentId: number): Promise<void> {
  await db.updateTable('subscriptions').set({ student_id: studentId }).where('id', '=', id).execute();
}

/** Locks the subscription row for a freeze or a charge (PostgreSQL; SQLite runs one writer at a time). */
export async function lockSubscription(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db
    .selectFrom('subscriptions')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id);
  return (await lockedOnPostgres(db, query, 'update').executeTakeFirst()) !== undefined;
}
