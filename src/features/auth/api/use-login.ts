import { useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { authQueries, type SessionUser } from './session';

/** POST /user_accounts/login, then the profile is fetched (spec, section 7) and becomes part of the user. */
async function login(credentials: LoginInput): Promise<SessionUser> {
  const { user, time_zone } = await callApi('login', { json: credentials });
  const profile = await callApi('profile', { id: user.id });
  return {
    ...user,
    profile: { full_name: profile.full_name, phone: profile.phone, birthdate: profile.birthdate },
    time_zone,
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useWrite({
    mutationKey: mutationKey('auth', 'login'),
    request: login,
    // The session is set whether or not it was read before (a cached view only changes where it is cached).
    onSuccess: (user) => queryClient.setQueryData(authQueries.session().queryKey, user),
  });
}
