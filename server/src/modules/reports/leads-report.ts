import type { Kysely } from 'kysely';
import type { LeadsReport, ReportFilter } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as funnel from './leads-repository.ts';

const DAY_MS = 86_400_000;

/** Rows with equal counts go by their marks, the unmarked last. */
const campaignKey = (row: { utm_source: string | null; utm_campaign: string | null }) =>
  `${row.utm_source ?? '\uffff'} ${row.utm_campaign ?? '\uffff'}`;

/** The lead funnel of the period: arrivals by source and status, conversions and how long they took. */
export async function leads(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
): Promise<LeadsReport> {
  const period = { from: filter.date_from, to: filter.date_to };
  const [bySource, byStatus, converted, byCampaign] = await Promise.all([
    funnel.leadsBySource(db, schoolId, period),
    funnel.leadsByStatus(db, schoolId, period),
    funnel.conversions(db, schoolId, period),
    funnel.leadsByCampaign(db, schoolId, period),
  ]);
  const sources = bySource
    .map((row) => {
      const count = Number(row.leads);
      const done = Number(row.converted);
      return {
        source_id: row.source_id,
        source_name: row.name ?? 'Не указан',
        leads: count,
        converted: done,
        rate: count === 0 ? null : done / count,
      };
    })
    .sort((a, b) => b.leads - a.leads || a.source_name.localeCompare(b.source_name, 'ru'));
  const total = sources.reduce((sum, row) => sum + row.leads, 0);
  const days = converted.map(
    (row) => (Date.parse(String(row.converted_to_client_at)) - Date.parse(String(row.created_at))) / DAY_MS,
  );
  return {
    date_from: period.from,
    date_to: period.to,
    leads: total,
    converted: converted.length,
    rate: total === 0 ? null : converted.length / total,
    average_days_to_convert:
      days.length === 0
        ? null
        : Math.round((days.reduce((sum, value) => sum + value, 0) / days.length) * 10) / 10,
    by_source: sources,
    by_status: byStatus
      .map((row) => ({
        status_id: row.status_id,
        status_name: row.name ?? 'Без статуса',
        leads: Number(row.leads),
      }))
      .sort((a, b) => b.leads - a.leads || a.status_name.localeCompare(b.status_name, 'ru')),
    by_campaign: byCampaign
      .map((row) => {
        const count = Number(row.leads);
        const done = Number(row.converted);
        return {
          utm_source: row.utm_source,
          utm_campaign: row.utm_campaign,
          leads: count,
          converted: done,
          rate: count === 0 ? null : done / count,
        };
      })
      .sort((a, b) => b.leads - a.leads || campaignKey(a).localeCompare(campaignKey(b), 'ru')),
  };
}
