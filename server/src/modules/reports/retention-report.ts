import type { Kysely } from 'kysely';
import type { ReportFilter, RetentionReport, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { scopeOf } from './lesson-scope.ts';
import { monthIndexOf, monthStartOf, retentionRows } from './retention-repository.ts';

type MonthCounts = { active: number; new: number; stayed: number; returned: number; left: number };
const none = (): MonthCounts => ({ active: 0, new: 0, stayed: 0, returned: 0, left: 0 });

/**
 * Retention by calendar month (docs/reports.md): every month the period touches, whole, up to this one — a month
 * still to come has no visits yet, and everybody would seem to have left.
 */
export async function retention(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  time: SchoolTime,
): Promise<RetentionReport> {
  const scope = scopeOf(schoolId, filter, time);
  const first = monthIndexOf(filter.date_from);
  const last = Math.min(monthIndexOf(filter.date_to), monthIndexOf(scope.today));
  const rows = first > last ? [] : await retentionRows(db, scope, first, last);

  const months = new Map<number, MonthCounts>();
  for (let month = first; month <= last; month += 1) months.set(month, none());
  let activeInPeriod = 0;
  for (const row of rows) {
    if (row.kind === 'period') {
      activeInPeriod = Number(row.active);
      continue;
    }
    const counts = months.get(Number(row.month));
    if (!counts) continue;
    for (const key of ['active', 'new', 'stayed', 'returned', 'left'] as const)
      counts[key] += Number(row[key]);
  }

  const list = [...months.entries()].map(([month, counts]) => ({
    month: monthStartOf(month),
    ...counts,
    retention_rate: counts.stayed + counts.left === 0 ? null : counts.stayed / (counts.stayed + counts.left),
  }));
  const sum = (key: keyof MonthCounts) => list.reduce((total, month) => total + month[key], 0);
  return {
    date_from: filter.date_from,
    date_to: filter.date_to,
    totals: { active: activeInPeriod, new: sum('new'), returned: sum('returned'), left: sum('left') },
    months: list,
  };
}
