import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type SchoolTime,
  type Subscription,
  type SubscriptionTemplate,
  serverErrors,
  type subscriptionFreezeSchema,
  type subscriptionsFilterSchema,
  type subscriptionTemplateCreateSchema,
  type subscriptionTemplateUpdateSchema,
  type User,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as groups from '../groups/service.ts';
import * as ledger from '../ledger/service.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { conflictAs, invalid, notFound, notFoundAs } from '../shared/domain-errors.ts';
import { addDays } from '../shared/local-date.ts';
import { isStorableId, toBoolean, toSqlBoolean } from '../shared/sql-values.ts';
import * as styles from '../styles/service.ts';
import * as subscriptions from './repository.ts';
import {
  FIRST_VISIT_GRACE_DAYS,
  frozenOn,
  type SubscriptionFacts,
  toSubscription,
} from './subscription-state.ts';

/**
 * A subscription brought from another CRM by an import (docs/import.md); the row writes of a pass's corrections (the
 * pass-corrections module; docs/money.md).
 */
export { insertSubscription, lockSubscription, markCanceled, moveToStudent } from './repository.ts';
export {
  chooseSubscription,
  coversLesson,
  type LessonTerms,
  remainingOf,
  type SubscriptionFacts,
  statusOf,
  termsOf,
} from './subscription-state.ts';

type TemplateCreate = z.output<typeof subscriptionTemplateCreateSchema>;
type TemplateUpdate = z.output<typeof subscriptionTemplateUpdateSchema>;
type SubscriptionsFilter = z.output<typeof subscriptionsFilterSchema>;
type Freeze = z.output<typeof subscriptionFreezeSchema>;

// Templates.

async function toTemplates(
  db: Kysely<Database>,
  rows: subscriptions.TemplateRow[],
): Promise<SubscriptionTemplate[]> {
  const scopes = await subscriptions.templateScopes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    visits: row.visits,
    price: row.price,
    validity_days: row.validity_days,
    starts_on: row.starts_on,
    freeze_count: row.freeze_count,
    freeze_days: row.freeze_days,
    group_ids: scopes.get(row.id)?.group_ids ?? [],
    direction_ids: scopes.get(row.id)?.direction_ids ?? [],
    makeups_allowed: row.makeups_allowed,
    makeup_days: row.makeup_days,
    makeups_same_style: toBoolean(row.makeups_same_style),
    is_archived: toBoolean(row.is_archived),
    sold_count: Number(row.sold_count),
  }));
}

export async function listTemplates(db: Kysely<Database>, schoolId: number): Promise<SubscriptionTemplate[]> {
  return toTemplates(db, await subscriptions.listTemplates(db, schoolId));
}

export async function getTemplate(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<SubscriptionTemplate> {
  const row = isStorableId(id) ? await subscriptions.findTemplate(db, schoolId, id) : undefined;
  if (!row) throw notFound();
  const [template] = await toTemplates(db, [row]);
  if (!template) throw notFound();
  return template;
}

/** The groups and directions a template names must be the school's own (student groups, directions). */
async function assertScope(db: Kysely<Database>, schoolId: number, scope: Partial<subscriptions.Scope>) {
  const groupIds = [...new Set(scope.group_ids ?? [])];
  if (groupIds.length > 0) {
    const found = await groups.studentGroupsAmong(db, schoolId, groupIds.filter(isStorableId));
    if (found.length !== groupIds.length) throw invalid(serverErrors.unknownGroup);
  }
  const styleIds = [...new Set(scope.direction_ids ?? [])];
  if (styleIds.length > 0) {
    const found = await styles.stylesAmong(db, schoolId, styleIds.filter(isStorableId));
    if (found.length !== styleIds.length) throw invalid(serverErrors.unknownStyle);
  }
  return {
    ...(scope.group_ids && { group_ids: groupIds }),
    ...(scope.direction_ids && { direction_ids: styleIds }),
  };
}

export function createTemplate(
  db: Kysely<Database>,
  schoolId: number,
  input: TemplateCreate,
  time: SchoolTime,
): Promise<SubscriptionTemplate> {
  return inTransaction(db, async (trx) => {
    const scope = await assertScope(trx, schoolId, input);
    const id = await subscriptions.insertTemplate(
      trx,
      schoolId,
      {
        name: input.name,
        kind: input.kind,
        visits: input.kind === 'visits' ? input.visits : null,
        price: input.price,
        validity_days: input.validity_days,
        starts_on: input.starts_on,
        freeze_count: input.freeze_count,
        freeze_days: input.freeze_days,
        makeups_allowed: input.makeups_allowed,
        makeup_days: input.makeup_days,
        makeups_same_style: toSqlBoolean(input.makeups_same_style),
      },
      time.now.toISOString(),
    );
    await subscriptions.replaceScope(trx, id, scope);
    return getTemplate(trx, schoolId, id);
  });
}

/**
 * Sold subscriptions keep their own copy of name, price, visits and terms, so those may change freely; what a
 * sold one is valid for is read from its template, so the scope of a template already sold stays (409).
 */
export function updateTemplate(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: TemplateUpdate,
): Promise<SubscriptionTemplate> {
  return inTransaction(db, async (trx) => {
    const stored = await getTemplate(trx, schoolId, id);
    if (input.visits !== undefined && (stored.kind === 'visits') !== (input.visits !== null))
      throw invalid(serverErrors.templateVisitsKind);
    const sameIds = (a: number[], b: number[]) =>
      a.length === b.length &&
      [...a].sort((x, y) => x - y).every((value, index) => value === [...b].sort((x, y) => x - y)[index]);
    const scopeChanged =
      (input.group_ids !== undefined && !sameIds([...new Set(input.group_ids)], stored.group_ids)) ||
      (input.direction_ids !== undefined &&
        !sameIds([...new Set(input.direction_ids)], stored.direction_ids));
    if (scopeChanged && stored.sold_count > 0) throw conflictAs(serverErrors.templateScopeLocked);
    const scope = await assertScope(trx, schoolId, input);
    const { is_archived, makeups_same_style, ...fields } = definedFields(input, [
      'name',
      'price',
      'visits',
      'validity_days',
      'starts_on',
      'freeze_count',
      'freeze_days',
      'makeups_allowed',
      'makeup_days',
      'makeups_same_style',
      'is_archived',
    ]);
    await subscriptions.updateTemplate(trx, id, {
      ...fields,
      ...(is_archived !== undefined && { is_archived: toSqlBoolean(is_archived) }),
      ...(makeups_same_style !== undefined && { makeups_same_style: toSqlBoolean(makeups_same_style) }),
    });
    if (scopeChanged) await subscriptions.replaceScope(trx, id, scope);
    return getTemplate(trx, schoolId, id);
  });
}

/** A template nothing was sold from may go; once sold, it is archived instead (409). */
export function deleteTemplate(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getTemplate(trx, schoolId, id),
    inUse: async (trx) => (await getTemplate(trx, schoolId, id)).sold_count > 0,
    remove: (trx) => subscriptions.deleteTemplate(trx, id),
    inUseMessage: serverErrors.templateSold,
  });
}

// Sold subscriptions.

/** Everything the rules need about the school's subscriptions in the filter, in three queries. */
export async function loadFacts(
  db: Kysely<Database>,
  schoolId: number,
  filter: subscriptions.SubscriptionFilter = {},
): Promise<SubscriptionFacts[]> {
  const rows = await subscriptions.listSubscriptions(db, schoolId, filter);
  const ids = rows.map((row) => row.id);
  const templateIds = [...new Set(rows.map((row) => row.template_id).filter((id) => id !== null))];
  const [sums, { freezes, scopes }] = await Promise.all([
    ledger.visitSums(db, ids),
    subscriptions.passDetails(db, ids, templateIds),
  ]);
  return rows.map((row) => ({
    row,
    visitSum: sums.get(row.id)?.sum ?? 0,
    burned: sums.get(row.id)?.burned ?? 0,
    changes: sums.get(row.id)?.changes ?? { amount: 0, visits: 0 },
    freezes: freezes.get(row.id) ?? [],
    scope: (row.template_id !== null && scopes.get(row.template_id)) || { group_ids: [], direction_ids: [] },
  }));
}

/** Newest sale first. Reads only: the burn of ended ones is the host's daily job (docs/time.md). */
export async function listSubscriptions(
  db: Kysely<Database>,
  schoolId: number,
  filter: SubscriptionsFilter,
  time: SchoolTime,
): Promise<Subscription[]> {
  const today = time.today;
  if (filter.student_id !== undefined && !isStorableId(filter.student_id)) return [];
  const facts = await loadFacts(db, schoolId, {
    ...(filter.student_id !== undefined && { studentIds: [filter.student_id] }),
    // Years of ended subscriptions are never read for the ones still running.
    ...(filter.active && { activeOn: today }),
  });
  const list = facts.map((item) => toSubscription(item, today));
  return filter.active ? list.filter((item) => item.status !== 'ended' && item.status !== 'canceled') : list;
}

export async function getSubscription(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<Subscription> {
  const [facts] = isStorableId(id) ? await loadFacts(db, schoolId, { ids: [id] }) : [];
  if (!facts) throw notFound();
  return toSubscription(facts, time.today);
}

/**
 * Records the burn of every subscription of the school that ended with visits left (once each): the host's daily
 * job (jobs/daily-jobs.ts), the system's doing in the history, never a reader's.
 */
export async function burnExpired(db: Kysely<Database>, schoolId: number, time: SchoolTime): Promise<void> {
  const author = { school_id: schoolId, created_by: null, created_at: time.now.toISOString() };
  for (const pass of await subscriptions.subscriptionsToBurn(db, schoolId, time.today))
    await ledger.recordBurn(
      db,
      author,
      { ...pass, remaining: Math.max(Number(pass.remaining), 0) },
      time.today,
    );
}

/** A subscription sold from a template: its own copy of the template, and the sale on the ledger. */
export async function createSold(
  trx: Kysely<Database>,
  caller: User,
  schoolId: number,
  sale: { student_id: number; template_id: number; issued_at: string },
  time: SchoolTime,
): Promise<number> {
  const template = isStorableId(sale.template_id)
    ? await subscriptions.findTemplate(trx, schoolId, sale.template_id)
    : undefined;
  if (!template) throw notFoundAs(serverErrors.unknownTemplate);
  if (toBoolean(template.is_archived)) throw conflictAs(serverErrors.templateArchived);
  const onSale = template.starts_on === 'sale';
  const start = onSale ? sale.issued_at : addDays(sale.issued_at, FIRST_VISIT_GRACE_DAYS);
  const id = await subscriptions.insertSubscription(trx, {
    school_id: schoolId,
    student_id: sale.student_id,
    template_id: template.id,
    sub_name: template.name,
    kind: template.kind,
    visits: template.visits,
    price: template.price,
    validity_days: template.validity_days,
    starts_on: template.starts_on,
    freeze_count: template.freeze_count,
    freeze_days: template.freeze_days,
    makeups_allowed: template.makeups_allowed,
    makeup_days: template.makeup_days,
    makeups_same_style: template.makeups_same_style,
    issued_at: sale.issued_at,
    starts_at: onSale ? sale.issued_at : null,
    // An unused first-visit subscription starts by itself after its grace, so this is its latest end.
    expires_at: addDays(start, template.validity_days - 1),
    sold_by: caller.id,
  });
  await ledger.recordEntry(
    trx,
    { school_id: schoolId, created_by: caller.id, created_at: time.now.toISOString() },
    {
      student_id: sale.student_id,
      kind: 'sale',
      entry_date: sale.issued_at,
      amount: -template.price,
      visits: 0,
      subscription_id: id,
      note: { code: 'sale', pass: template.name },
    },
  );
  return id;
}

/** A first-visit subscription starts on the day of its first visit; its end follows. */
export async function startOnFirstVisit(
  trx: Kysely<Database>,
  facts: SubscriptionFacts,
  lessonDate: string,
): Promise<SubscriptionFacts> {
  const { row } = facts;
  if (row.starts_at !== null || row.starts_on !== 'first_visit') return facts;
  const start =
    lessonDate < addDays(row.issued_at, FIRST_VISIT_GRACE_DAYS)
      ? lessonDate
      : addDays(row.issued_at, FIRST_VISIT_GRACE_DAYS);
  const frozenDays = facts.freezes.reduce((sum, freeze) => sum + freeze.days, 0);
  const dates = { starts_at: start, expires_at: addDays(start, row.validity_days - 1 + frozenDays) };
  await subscriptions.updateSubscriptionDates(trx, row.id, dates);
  return { ...facts, row: { ...row, ...dates } };
}

/** The pass with a line of its visits added (a visit taken or given back), as a fresh read would sum it. */
export function withVisits(facts: SubscriptionFacts, visits: number): SubscriptionFacts {
  return { ...facts, visitSum: facts.visitSum + visits };
}

/**
 * Freezes a subscription from a day, for some days, within what its template allows. No backdating; the end
 * moves by the frozen days, and lessons inside the freeze charge nothing.
 */
export function freezeSubscription(
  db: Kysely<Database>,
  /** The staff member who froze it; null for a family's freeze from the cabinet. */
  caller: User | null,
  schoolId: number,
  id: number,
  input: Freeze,
  time: SchoolTime,
): Promise<Subscription> {
  return inTransaction(db, async (trx) => {
    const current = await checkFreeze(trx, schoolId, id, input, time);
    await subscriptions.insertFreeze(trx, {
      school_id: schoolId,
      subscription_id: id,
      starts_on: input.starts_on,
      days: input.days,
      created_by: caller?.id ?? null,
      created_at: time.now.toISOString(),
    });
    if (current.expires_at !== null)
      await subscriptions.updateSubscriptionDates(trx, id, {
        expires_at: addDays(current.expires_at, input.days),
      });
    return getSubscription(trx, schoolId, id, time);
  });
}

/**
 * Whether the pass may be frozen so, by the rules above (404, 409 or 400 otherwise); locks it until the transaction
 * ends. A family's freeze request is checked by it when asked and again when the front desk approves it.
 */
export async function checkFreeze(
  trx: Kysely<Database>,
  schoolId: number,
  id: number,
  input: Freeze,
  time: SchoolTime,
): Promise<Subscription> {
  const today = time.today;
  if (!isStorableId(id) || !(await subscriptions.lockSubscription(trx, schoolId, id))) throw notFound();
  const current = await getSubscription(trx, schoolId, id, time);
  const [facts] = await loadFacts(trx, schoolId, { ids: [id] });
  if (!facts) throw notFound();
  if (current.status === 'canceled') throw conflictAs(serverErrors.passCanceled);
  if (current.status === 'ended') throw conflictAs(serverErrors.freezeEnded);
  if (current.status === 'not_started') throw conflictAs(serverErrors.freezeNotStarted);
  if (input.starts_on < today) throw invalid(serverErrors.freezeBackdated);
  if (current.expires_at !== null && input.starts_on > current.expires_at)
    throw invalid(serverErrors.freezeAfterExpiry);
  if (current.freezes_left === 0) throw conflictAs(serverErrors.freezeNoneLeft);
  if (input.days > current.freeze_days_left)
    throw invalid(serverErrors.freezeTooLong(current.freeze_days_left));
  const last = addDays(input.starts_on, input.days - 1);
  const overlaps = facts.freezes.some(
    (freeze) => freeze.starts_on <= last && input.starts_on <= addDays(freeze.starts_on, freeze.days - 1),
  );
  if (overlaps || frozenOn(facts.freezes, input.starts_on)) throw conflictAs(serverErrors.freezeOverlap);
  return current;
}

/**
 * What other modules ask of the sold passes (docs/architecture.md, «Tables and their owners»): the passes as they
 * join them, a student record's passes, and a closure's days given back.
 */
export {
  runningPasses,
  subscriptionsByStudent,
  subscriptionsValidDuring,
  subscriptionsView,
} from './repository.ts';

/** A closure gives a pass valid during it its closed days back: it now ends on `expiresAt` (docs/closures.md). */
export function extendForClosure(trx: Kysely<Database>, id: number, expiresAt: string): Promise<void> {
  return subscriptions.setExpiry(trx, id, expiresAt);
}

/** A closure taken back takes its days back from a pass it extended (a pass with no end keeps none). */
export async function shortenAfterClosure(trx: Kysely<Database>, id: number, days: number): Promise<void> {
  const expiresAt = await subscriptions.expiryOf(trx, id);
  if (expiresAt) await subscriptions.setExpiry(trx, id, addDays(expiresAt, -days));
}
