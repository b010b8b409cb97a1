import { type Kysely, sql } from 'kysely';
import type { SubscriptionKind, SubscriptionStart } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';

// A read model (docs/architecture.md, «Read models that read across owners»): the sold passes with their student's
// name and what was paid for each, in one query. The students and payments modules both build on subscriptions
// (a student's record lists its passes; a payment goes to the oldest pass owed), so this module cannot call
// theirs: the name and the sums are read here, from their tables, and never written.

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
  makeups_allowed: number;
  makeup_days: number;
  makeups_same_style: boolean | number;
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
      's.makeups_allowed',
      's.makeup_days',
      's.makeups_same_style',
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
