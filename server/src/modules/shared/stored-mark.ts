import type { AttendanceMark } from '../../../../src/contract/index.ts';
import { toBoolean } from './sql-values.ts';

/** A mark as the attendance table stores it (0005-money): present, or absent with or without a reason; null, none. */
export type StoredMark = { is_present: boolean | number | null; is_excused: boolean | number | null };

export function storedMark(row: StoredMark): AttendanceMark | null {
  if (row.is_present === null) return null;
  if (toBoolean(row.is_present)) return 'present';
  return row.is_excused !== null && toBoolean(row.is_excused) ? 'excused' : 'absent';
}
