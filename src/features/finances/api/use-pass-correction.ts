import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PassCancelInput,
  PassChangeInput,
  PassTransferInput,
  StudentAccount,
  Subscription,
} from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure } from '@/ui/notify';

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

/** Every cached list of passes: the students' accounts and the passes still running. */
const accountsKey: QueryKey = [...resourceKeys.finances, 'student'];
const activeKey: QueryKey = [...resourceKeys.finances, 'subscriptions'];

function replaced(list: Subscription[], pass: Subscription, shown: Subscription | null) {
  return list.flatMap((item) => (item.id !== pass.id ? [item] : shown ? [shown] : []));
}

/**
 * Cancels, changes or hands on a pass (docs/money.md): the pass changes on screen at once; a refusal puts every
 * list back as it was and says why, as the server worded it. Money, rolls and students are read again after.
 */
export function usePassCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finances', 'pass-correction'],
    mutationFn: request,
    onMutate: async (correction: PassCorrection) => {
      await queryClient.cancelQueries({ queryKey: resourceKeys.finances });
      const snapshot = [
        ...queryClient.getQueriesData({ queryKey: accountsKey }),
        ...queryClient.getQueriesData({ queryKey: activeKey }),
      ];
      const shown = shownAfter(correction);
      queryClient.setQueriesData<StudentAccount>(
        { queryKey: accountsKey },
        (account) =>
          account && { ...account, subscriptions: replaced(account.subscriptions, correction.pass, shown) },
      );
      queryClient.setQueriesData<Subscription[]>(
        { queryKey: activeKey },
        (list) => list && replaced(list, correction.pass, correction.kind === 'cancel' ? null : shown),
      );
      return snapshot;
    },
    onError: (error, _correction, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
      notifyFailure(toErrorMessage(error, 'finances'));
    },
    onSettled: () =>
      Promise.all(
        [resourceKeys.finances, resourceKeys.attendance, resourceKeys.students].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
