import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, authResponseSchema, type LoginInput, type User, userProfileSchema } from '@/contract';
import { http, readJson } from '@/lib/http';
import { authQueries } from './session';

/** POST /user_accounts/login, then the profile is fetched (spec, section 7) and becomes part of the user. */
async function login(credentials: LoginInput): Promise<User> {
  const { user } = await readJson(http.post(apiPath('login'), { json: credentials }), authResponseSchema);
  const profile = await readJson(http.get(apiPath('profile', { id: user.id })), userProfileSchema);
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
