import { queryOptions } from '@tanstack/react-query';
import type { JoinTrialInput } from '@/contract';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { callJoin } from './call-join';

export const joinQueries = {
  /** GET /join/{code}: the school's name, consent, open groups and a fresh stamp for the sign-up. */
  page: (code: string) =>
    queryOptions({
      queryKey: [...resourceKeys.join, code],
      queryFn: () => callJoin('joinPage', code),
      // The stamp dates the visit: a refetch while the visitor types would restart the clock the server reads.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};

/** POST /join/{code}/trials: the visitor's sign-up. */
export function useJoinTrial(code: string) {
  return useWrite({
    mutationKey: mutationKey('join', 'trial', code),
    request: (form: JoinTrialInput) => callJoin('joinTrial', code, form),
  });
}
