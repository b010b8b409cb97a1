import { useRef } from 'react';
import type { EndpointAnswer } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { cabinetInviteTexts } from '../texts';
import { type CabinetPerson, cabinetPersonBody, cabinetUseQueries } from './cabinet-use-queries';

/**
 * POST /cabinet-invitations/create: an email with the cabinet's link to each address. The answer is the person's
 * cabinet use with the invitation in it; a refusal (no email: 409) shows the server's words. A second press
 * while the first is on its way sends nothing (the server, too, sends one invitation per address a day).
 */
export function useCabinetInvite(person: CabinetPerson) {
  const sending = useRef(false);
  const mutation = useWrite({
    mutationKey: mutationKey('cabinetInvitations', 'create', person.kind, person.id),
    request: () => callApi('cabinetInvite', { json: cabinetPersonBody(person) }),
    answered: (answer) => [
      cachedView<EndpointAnswer<'cabinetUse'>>(cabinetUseQueries.of(person).queryKey, () => answer),
    ],
    onSuccess: (answer) => notifySuccess(cabinetInviteTexts.sent(answer.emails)),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? cabinetInviteTexts.inviteFailed),
    onSettled: () => {
      sending.current = false;
    },
  });
  return {
    isPending: mutation.isPending,
    invite: () => {
      if (sending.current) return;
      sending.current = true;
      mutation.mutate();
    },
  };
}
