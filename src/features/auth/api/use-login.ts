import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@/contract';
import { callApi } from '@/lib/http';
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
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(authQueries.session().queryKey, user),
  });
}
