import { useMutation } from '@tanstack/react-query';
import { apiPath, type RegistrationInput, registrationResponseSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

/** POST /ownerschool/register: creates the school with its owner; does not log in. */
function registerSchool(input: RegistrationInput) {
  return readJson(http.post(apiPath('register'), { json: input }), registrationResponseSchema);
}

export function useRegisterSchool() {
  return useMutation({ mutationFn: registerSchool });
}
