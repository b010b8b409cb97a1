import type { Insertable, Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { StudentRecord } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { studentGroupsView } from '../groups/service.ts';
import { ledgerView } from '../ledger/service.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { RowScope } from '../shared/row-scope.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import type { SubscriptionTable, SubscriptionTemplateTable } from './tables.ts';

// Templates.

/** A template as the list reads it: its own columns and how many passes it has sold. */
export type TemplateRow = Omit<Selectable<SubscriptionTemplateTable>, 'school_id' | 'created_at'> & {
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
  't.makeups_allowed',
  't.makeup_days',
  't.makeups_same_style',
  't.is_archived',
] as const;

function selectTemplates(db: Kysely<Database>, schoolId: number) {
  return (
    db
      .selectFrom('subscription_templates as t')
      .select(templateColumns)
      // Within the school (as the template is): counted over the school's passes by their index, not by reading every
      // school's (no index leads from a template to its passes; 45 ms a template with 1 000 schools).
      .select(
        sql<number>`(select count(*) from subscriptions s where s.school_id = t.school_id and s.template_id = t.id)`.as(
          'sold_count',
        ),
      )
      .where('t.school_id', '=', schoolId)
  );
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

/** What each template is valid for, one query for both lists (a template's page, a pass's rules). */
export async function templateScopes(
  db: Kysely<Database>,
  templateIds: number[],
): Promise<Map<number, Scope>> {
  return (await passDetails(db, [], templateIds)).scopes;
}

/** A template's terms as a form sets them (its school, archive flag and moment are the writer's). */
export type TemplateValues = Omit<
  Selectable<SubscriptionTemplateTable>,
  'id' | 'school_id' | 'is_archived' | 'created_at'
>;

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

// The sold passes as the rules read them (sold-passes.ts: with their student's name and what was paid).
export { listSubscriptions, type SubscriptionFilter, type SubscriptionRow } from './sold-passes.ts';

export type FreezeRow = { subscription_id: number; starts_on: string; days: number };

type DetailRow = { kind: string; owner_id: number; ref: number; starts_on: string | null };

/**
 * The passes' freezes and their templates' scopes in one query (a UNION ALL of the three tables): every rule that
 * reads a pass needs both, and a mark reads them on every press.
 */
export async function passDetails(
  db: Kysely<Database>,
  subscriptionIds: number[],
  templateIds: number[],
): Promise<{ freezes: Map<number, FreezeRow[]>; scopes: Map<number, Scope> }> {
  const scopes = new Map<number, Scope>(templateIds.map((id) => [id, { group_ids: [], direction_ids: [] }]));
  const freezes = new Map<number, FreezeRow[]>();
  const parts = [
    subscriptionIds.length > 0 &&
      db
        .selectFrom('subscription_freezes')
        .select([
          sql<string>`'freeze'`.as('kind'),
          'subscription_id as owner_id',
          'days as ref',
          sql<string | null>`cast(starts_on as text)`.as('starts_on'),
        ])
        .where('subscription_id', 'in', subscriptionIds),
    templateIds.length > 0 &&
      db
        .selectFrom('subscription_template_groups')
        .select([
          sql<string>`'group'`.as('kind'),
          'template_id as owner_id',
          'group_id as ref',
          sql<string | null>`cast(null as text)`.as('starts_on'),
        ])
        .where('template_id', 'in', templateIds),
    templateIds.length > 0 &&
      db
        .selectFrom('subscription_template_styles')
        .select([
          sql<string>`'style'`.as('kind'),
          'template_id as owner_id',
          'style_id as ref',
          sql<string | null>`cast(null as text)`.as('starts_on'),
        ])
        .where('template_id', 'in', templateIds),
  ].filter((part) => part !== false);
  const [first, ...rest] = parts;
  if (!first) return { freezes, scopes };
  const rows: DetailRow[] = await rest.reduce((query, part) => query.unionAll(part), first).execute();
  // Sorted here: a freeze list by its start, a scope by id (what the callers compare and show).
  rows.sort((a, b) => (a.starts_on ?? '').localeCompare(b.starts_on ?? '') || a.ref - b.ref);
  for (const row of rows) {
    const id = Number(row.owner_id);
    if (row.kind === 'freeze') {
      const freeze = { subscription_id: id, starts_on: row.starts_on ?? '', days: Number(row.ref) };
      const list = freezes.get(id);
      if (list) list.push(freeze);
      else freezes.set(id, [freeze]);
    } else if (row.kind === 'group') scopes.get(id)?.group_ids.push(Number(row.ref));
    else scopes.get(id)?.direction_ids.push(Number(row.ref));
  }
  return { freezes, scopes };
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

/**
 * The sold passes as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a
 * payment's pass, a freeze request's, what payroll prices a visit by.
 */
export function subscriptionsView(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .select([
      'subscriptions.id',
      'subscriptions.school_id',
      'subscriptions.student_id',
      'subscriptions.sub_name',
      'subscriptions.kind',
      'subscriptions.price',
      'subscriptions.visits',
    ]);
}

type StudentSubscription = StudentRecord['subscriptions'][number];

/** The passes of every student in scope (a student's record), one query, each list newest `issued_at` first. */
export async function subscriptionsByStudent(
  db: Kysely<Database>,
  scope: RowScope,
): Promise<Map<number, StudentSubscription[]>> {
  let query = db
    .selectFrom('subscriptions')
    .select(['student_id', 'id', 'sub_name', 'issued_at', 'expires_at', 'canceled_on', 'visits'])
    // What remains is the ledger's sum (docs/money.md), never a stored counter.
    .select((eb) =>
      eb
        .selectFrom(ledgerView(db).as('e'))
        .select(sql<number>`coalesce(sum(e.visits), 0)`.as('used'))
        .whereRef('e.subscription_id', '=', 'subscriptions.id')
        .as('used'),
    )
    .where('school_id', '=', scope.schoolId);
  if (scope.id !== undefined) query = query.where('student_id', '=', scope.id);
  const rows = await query.orderBy('student_id').orderBy('issued_at', 'desc').orderBy('id', 'desc').execute();

  const byStudent = new Map<number, StudentSubscription[]>();
  for (const row of rows) {
    const pass = {
      id: row.id,
      sub_name: row.sub_name,
      issued_at: row.issued_at,
      expires_at: row.expires_at,
      canceled_on: row.canceled_on,
      remaining_visits: row.visits === null ? null : row.visits + Number(row.used),
    };
    const list = byStudent.get(row.student_id);
    if (list) list.push(pass);
    else byStudent.set(row.student_id, [pass]);
  }
  return byStudent;
}

/**
 * The school's visits passes that have ended by `today` with no burn line yet (a cancelled one has nothing left to
 * burn: its cancellation took its unused visits), with the visits they have left by the ledger.
 */
export function subscriptionsToBurn(db: Kysely<Database>, schoolId: number, today: string) {
  return db
    .selectFrom('subscriptions as s')
    .select((eb) => [
      's.id',
      's.student_id',
      's.expires_at',
      sql<number>`s.visits + coalesce((${eb
        .selectFrom(ledgerView(db).as('e'))
        .select((e) => e.fn.sum('e.visits').as('visits'))
        .whereRef('e.subscription_id', '=', 's.id')}), 0)`.as('remaining'),
    ])
    .where('s.school_id', '=', schoolId)
    .where('s.kind', '=', 'visits')
    .where('s.expires_at', '<', today)
    .where('s.canceled_on', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(ledgerView(db).as('b'))
            .select('b.id')
            .whereRef('b.subscription_id', '=', 's.id')
            .where('b.kind', '=', 'burn'),
        ),
      ),
    )
    .execute();
}

export type ClosureRange = {
  schoolId: number;
  startsOn: string;
  endsOn: string;
  groupIds: readonly number[];
};

/**
 * The passes valid during a closure's days: started, with an end on or after its first day and a start on or before
 * its last, of a student in one of its groups (any student when the whole school closes).
 */
export async function subscriptionsValidDuring(db: Kysely<Database>, range: ClosureRange) {
  let query = db
    .selectFrom('subscriptions')
    .select(['subscriptions.id', 'subscriptions.starts_at', 'subscriptions.expires_at'])
    .where('subscriptions.school_id', '=', range.schoolId)
    .where('subscriptions.starts_at', 'is not', null)
    // A cancelled pass covers nothing any more: a closure has no days to give back to it.
    .where('subscriptions.canceled_on', 'is', null)
    .where('subscriptions.starts_at', '<=', range.endsOn)
    .where('subscriptions.expires_at', '>=', range.startsOn);
  if (range.groupIds.length > 0) {
    const groupIds = [...range.groupIds];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom(studentGroupsView(db).as('student_groups'))
          .select('student_groups.student_id')
          .whereRef('student_groups.student_id', '=', 'subscriptions.student_id')
          .where('student_groups.group_id', 'in', groupIds),
      ),
    );
  }
  return query.orderBy('subscriptions.id').execute();
}

/** A pass's end as a closure moves it (docs/closures.md). */
export async function setExpiry(db: Kysely<Database>, id: number, expiresAt: string): Promise<void> {
  await db.updateTable('subscriptions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

/** A pass's end, or undefined for none (or no such pass). */
export async function expiryOf(db: Kysely<Database>, id: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.expires_at;
}

/**
 * The school's passes still running on `today` (not cancelled, not expired, started), with the visits a visits pass
 * has left by the ledger: what the reminders («осталось N», «заканчивается») look at.
 */
export async function runningPasses(db: Kysely<Database>, schoolId: number, today: string) {
  const rows = await db
    .selectFrom('subscriptions as s')
    .select((eb) => [
      's.id',
      's.student_id',
      's.sub_name',
      's.kind',
      's.expires_at',
      sql<number | null>`case when s.visits is null then null else s.visits + coalesce((${eb
        .selectFrom(ledgerView(db).as('e'))
        .select((e) => e.fn.sum('e.visits').as('visits'))
        .whereRef('e.subscription_id', '=', 's.id')}), 0) end`.as('remaining'),
    ])
    .where('s.school_id', '=', schoolId)
    .where('s.canceled_on', 'is', null)
    .where('s.issued_at', '<=', today)
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>=', today)]))
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ ...row, remaining: row.remaining === null ? null : Number(row.remaining) }));
}
