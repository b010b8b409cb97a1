import type { PasswordChangeInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/** POST /users/change-password: not optimistic — the form waits, and a refusal keeps what was typed. */
export function useChangePassword() {
  return useWrite({
    mutationKey: mutationKey('auth', 'change-password'),
    request: (input: PasswordChangeInput) => callApi('passwordChange', { json: input }),
  });
}
