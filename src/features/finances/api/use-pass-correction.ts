import type {
  PassCancelInput,
  PassChangeInput,
  PassTransferInput,
  StudentAccount,
  Subscription,
} from '@/contract';
import { callApi } from '@/lib/http';
import { passViews, rollsOf } from '@/lib/money-views';
import { moneyViewKeys, mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { moneyRefused } from './finance-views';

/** One correction of a sold pass, with the Idempotency-Key of the dialog's submit. */
export type PassCorrection = { pass: Subscription; key: string } & (
  | { kind: 'cancel'; json: PassCancelInput }
  | { kind: 'change'; json: PassChangeInput }
  | { kind: 'transfer'; json: PassTransferInput }
);

function request({ pass, key, ...correction }: PassCorrection) {
  const options = { id: pass.id, idempotencyKey: key };
  if (correction.kind === 'cancel')
    return callApi('subscriptionCancel', { ...options, json: correction.json });
  if (correction.kind === 'change')
    return callApi('subscriptionChange', { ...options, json: correction.json });
  return callApi('subscriptionTransfer', { ...options, json: correction.json });
}

/** The pass as the screen shows it at once; the server's answer (or a reload) puts the exact figures in. */
function shownAfter(correction: PassCorrection): Subscription | null {
  const { pass } = correction;
  if (correction.kind === 'transfer') return null;
  if (correction.kind === 'cancel') return { ...pass, status: 'canceled', remaining_visits: 0 };
  const { price, visits } = correction.json;
  const count = visits === undefined ? pass.visits : Number(visits);
  const remaining =
    pass.remaining_visits === null || count === null
      ? pass.remaining_visits
      : pass.remaining_visits + count - (pass.visits ?? 0);
  return {
    ...pass,
    price: price === undefined ? pass.price : Number(price),
    visits: count,
    remaining_visits: remaining,
  };
}

function replaced(list: Subscription[], pass: Subscription, shown: Subscription | null) {
  return list.flatMap((item) => (item.id !== pass.id ? [item] : shown ? [shown] : []));
}

/**
 * Cancels, changes or hands on a pass (docs/money.md): the pass changes on screen at once, and the answer, the pass
 * as stored, replaces it in the students list and the running passes; a refusal puts every list back as it was and
 * says why, as the server worded it. Each correction is a ledger line (and a cancellation may refund), which the
 * answer does not carry: the accounts, balances, rolls and the periods' money of the students concerned are read
 * again.
 */
export function usePassCorrection() {
  return useWrite({
    mutationKey: mutationKey('finances', 'pass-correction'),
    request,
    optimistic: (correction: PassCorrection) => {
      const shown = shownAfter(correction);
      return [
        cachedView<StudentAccount>(moneyViewKeys.accounts(), (account) => ({
          ...account,
          subscriptions: replaced(account.subscriptions, correction.pass, shown),
        })),
        cachedView<Subscription[]>(moneyViewKeys.activePasses(), (list) =>
          replaced(list, correction.pass, correction.kind === 'cancel' ? null : shown),
        ),
      ];
    },
    answered: (pass) => passViews(pass),
    refresh: (pass, { kind, pass: before }) => {
      const students = [...new Set([before.student_id, pass.student_id])];
      return [
        ...students.map((id) => ({ queryKey: moneyViewKeys.account(id) })),
        { queryKey: moneyViewKeys.balances() },
        rollsOf(students),
        { queryKey: financeQueries.allSummaries() },
        { queryKey: financeQueries.allPayments() },
        // The day it was cancelled is the server's; the students list's own screen reads it when next shown.
        ...(kind === 'cancel'
          ? [{ queryKey: moneyViewKeys.studentLists(), refetchType: 'none' as const }]
          : []),
      ];
    },
    onFailure: moneyRefused,
  });
}
