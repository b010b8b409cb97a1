import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@/contract';
import { callApi } from '@/lib/http';

/** POST /users/change-password: not optimistic — the form waits, and a refusal keeps what was typed. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['auth', 'change-password'],
    mutationFn: (input: PasswordChangeInput) => callApi('passwordChange', { json: input }),
  });
}
