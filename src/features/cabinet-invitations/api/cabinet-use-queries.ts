import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** Whose cabinet: a client (their own email) or a student (their own, else their parents'). */
export type CabinetPerson = { kind: 'client' | 'student'; id: number };

/** The body both cabinet-invitation endpoints take. */
export const cabinetPersonBody = ({ kind, id }: CabinetPerson) =>
  kind === 'client' ? { client_id: id } : { student_id: id };

export const cabinetUseQueries = {
  all: () => resourceKeys.cabinetInvitations,
  /** POST /cabinet-invitations/status: the addresses an invitation goes to, and how the person uses the cabinet. */
  of: (person: CabinetPerson) =>
    queryOptions({
      queryKey: [...resourceKeys.cabinetInvitations, person.kind, person.id],
      queryFn: () => callApi('cabinetUse', { json: cabinetPersonBody(person) }),
    }),
};
