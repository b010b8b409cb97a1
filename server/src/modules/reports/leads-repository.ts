import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays } from '../shared/local-date.ts';
import type { Period } from './money-repository.ts';

const converted = sql<number>`coalesce(sum(case when leads.converted_to_client_at is null then 0 else 1 end), 0)`;

/** Leads that arrived in the period (their `created_at` instant from the first day to before the day after). */
function leadsOf(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('leads')
    .where('leads.school_id', '=', schoolId)
    .where('leads.created_at', '>=', period.from)
    .where('leads.created_at', '<', addDays(period.to, 1));
}

export function leadsBySource(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .leftJoin('sources', 'sources.id', 'leads.source_id')
    .select([
      'leads.source_id',
      'sources.name',
      (eb) => eb.fn.countAll<number>().as('leads'),
      converted.as('converted'),
    ])
    .groupBy(['leads.source_id', 'sources.name'])
    .execute();
}

export function leadsByStatus(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .leftJoin('statuses', 'statuses.id', 'leads.status_id')
    .select(['leads.status_id', 'statuses.name', (eb) => eb.fn.countAll<number>().as('leads')])
    .groupBy(['leads.status_id', 'statuses.name'])
    .execute();
}

/** Leads by the marks of the link they came by (docs/join-form.md); the ones without marks are a row too. */
export function leadsByCampaign(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .select([
      'leads.utm_source',
      'leads.utm_campaign',
      (eb) => eb.fn.countAll<number>().as('leads'),
      converted.as('converted'),
    ])
    .groupBy(['leads.utm_source', 'leads.utm_campaign'])
    .execute();
}

/** When each converted lead of the period arrived and was converted. */
export function conversions(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .select(['leads.created_at', 'leads.converted_to_client_at'])
    .where('leads.converted_to_client_at', 'is not', null)
    .execute();
}
