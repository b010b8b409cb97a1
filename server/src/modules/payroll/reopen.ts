import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as periodsDb from './periods-repository.ts';

/**
 * Reopens a closed period (docs/payroll.md, «Открыть период снова»): its stored lines go — row writes, so the
 * history keeps who did it and every line as it was — and its days follow the marks and rates again until closed
 * anew. A period any teacher of which was paid stays closed (the payout is an expense already); so does one with a
 * later period closed after it, whose corrections were counted against this one's lines.
 */
export function reopenPeriod(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const [period] = isStorableId(id) ? await periodsDb.periodsOf(trx, schoolId, id) : [];
    if (!period) throw notFound();
    if ((await periodsDb.payoutsOf(trx, [id])).length > 0) throw conflictAs(serverErrors.payrollReopenPaid);
    if (await periodsDb.laterPeriod(trx, schoolId, period.date_to))
      throw conflictAs(serverErrors.payrollReopenNotLast);
    await periodsDb.deletePeriod(trx, id);
    return { id };
  });
}
