import { queryOptions, useMutation } from '@tanstack/react-query';
import type { JoinTrialInput } from '@/contract';
import { callJoin } from './call-join';

export const joinQueries = {
  /** GET /join/{code}: the school's name, consent, open groups and a fresh stamp for the sign-up. */
  page: (code: string) =>
    queryOptions({
      queryKey: ['join', code],
      queryFn: () => callJoin('joinPage', code),
      // The stamp dates the visit: a refetch while the visitor types would restart the clock the server reads.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};

/** POST /join/{code}/trials: the visitor's sign-up. */
export function useJoinTrial(code: string) {
  return useMutation({
    mutationKey: ['join', code, 'trial'],
    mutationFn: (form: JoinTrialInput) => callJoin('joinTrial', code, form),
  });
}
