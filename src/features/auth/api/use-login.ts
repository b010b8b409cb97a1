import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@/contract';
import { callApi } from '@/lib/http';
import { authQueries } from './session';

/** POST /user_accounts/login, then the profile is fetched (spec, section 7) and becomes part of the user. */
async function login(credentials: LoginInput): Promise<User> {
  const { user } = await callApi('login', { json: credentials });
  const profile = await callApi('profile', { id: user.id });
  return {
    ...user,
    profile: { full_name: profile.full_name, phone: profile.phone, birthdate: profile.birthdate },
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(authQueries.session().queryKey, user),
  });
}
