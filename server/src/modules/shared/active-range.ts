import { dateRangeMessage, dateRangeRefine } from '../../../../src/contract/index.ts';
import { invalid } from './domain-errors.ts';

type ActiveRange = { active_from: string | null; active_to: string | null };

/**
 * The range a row ends up with after an update: a change of one end is checked against the stored other end,
 * which the contract schema alone cannot see.
 */
export function assertActiveRange(stored: ActiveRange, changes: Partial<ActiveRange>): void {
  const merged = { ...stored, ...changes };
  if (!dateRangeRefine(merged)) throw invalid(dateRangeMessage);
}
