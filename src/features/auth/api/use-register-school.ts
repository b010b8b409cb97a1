import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@/contract';
import { callApi } from '@/lib/http';

/** POST /ownerschool/register: creates the school with its owner; does not log in. */
function registerSchool(input: RegistrationInput) {
  return callApi('register', { json: input });
}

export function useRegisterSchool() {
  return useMutation({ mutationFn: registerSchool });
}
