import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.freezeRequests;

/**
 * Under their own resource key: live updates (src/features/live-updates) read every shown query again but the
 * session's, so a family's new request reaches the front desk's screen as any other list's change does.
 */
export const freezeRequestQueries = {
  all: () => key,
  /** GET /freeze-requests/getall: the families' requests still to decide, oldest first. */
  pending: () => queryOptions({ queryKey: [...key, 'pending'], queryFn: () => callApi('freezeRequests') }),
};
