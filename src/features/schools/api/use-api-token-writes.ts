import type { ApiToken, EndpointInput } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

/** The school's tokens as an answer changes them (newest first, as the server lists them). */
const tokensWith = (change: (list: ApiToken[]) => ApiToken[]) =>
  cachedView<ApiToken[]>(schoolQueries.apiTokens().queryKey, change);

/** POST /api-tokens/create: the token itself is shown once, from the answer, and never kept in the list. */
export function useCreateApiToken() {
  return useWrite({
    mutationKey: mutationKey('schools', 'api-token-create'),
    request: (json: EndpointInput<'apiTokenCreate'>) => callApi('apiTokenCreate', { json }),
    answered: ({ token: _token, ...created }) => [tokensWith((list) => [created, ...list])],
  });
}

export function useRevokeApiToken() {
  return useWrite({
    mutationKey: mutationKey('schools', 'api-token-delete'),
    request: (id: number) => callApi('apiTokenDelete', { id }),
    answered: (id) => [tokensWith((list) => list.filter((token) => token.id !== id))],
    onSuccess: () => notifySuccess(schoolTexts.apiTokens.revoked),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}
