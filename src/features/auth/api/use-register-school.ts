import type { RegistrationInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/** POST /ownerschool/register: creates the school with its owner; does not log in. */
export function useRegisterSchool() {
  return useWrite({
    mutationKey: mutationKey('auth', 'register'),
    request: (input: RegistrationInput) => callApi('register', { json: input }),
  });
}
