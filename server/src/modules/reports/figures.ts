import type { MarkSums } from './lesson-scope.ts';

// docs/reports.md: what each figure means and which rows it is summed from.

/** Present ÷ all marks; null when nobody was marked. */
export const rateOf = ({ present, absent, excused }: MarkSums) => {
  const marks = present + absent + excused;
  return marks === 0 ? null : present / marks;
};

/** PostgreSQL answers sums as numbers or numeric strings; SQLite as numbers. */
export const numbers = <T extends MarkSums>(row: T): T => ({
  ...row,
  present: Number(row.present),
  absent: Number(row.absent),
  excused: Number(row.excused),
});

export const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'ru');
