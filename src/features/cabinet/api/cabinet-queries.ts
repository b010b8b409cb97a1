import { queryOptions } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';
import { callCabinet } from './call-cabinet';

// The family's reads (docs/cabinet.md). The keys start with `cabinet`, so a sign-out forgets them all at once.

export const cabinetKeys = {
  all: resourceKeys.cabinet,
  home: () => [...resourceKeys.cabinet, 'home'] as const,
  student: (id: number) => [...resourceKeys.cabinet, 'student', id] as const,
  trialGroups: () => [...resourceKeys.cabinet, 'trial-groups'] as const,
  sessions: () => [...resourceKeys.cabinet, 'sessions'] as const,
  makeups: () => [...resourceKeys.cabinet, 'makeups'] as const,
  makeupOptions: (id: number) => [...resourceKeys.cabinet, 'makeups', 'options', id] as const,
  offers: () => [...resourceKeys.cabinet, 'waitlist-offers'] as const,
};

export const cabinetQueries = {
  home: () => queryOptions({ queryKey: cabinetKeys.home(), queryFn: () => callCabinet('cabinetHome') }),
  student: (id: number) =>
    queryOptions({ queryKey: cabinetKeys.student(id), queryFn: () => callCabinet('cabinetStudent', { id }) }),
  trialGroups: () =>
    queryOptions({ queryKey: cabinetKeys.trialGroups(), queryFn: () => callCabinet('cabinetTrialGroups') }),
  sessions: () =>
    queryOptions({ queryKey: cabinetKeys.sessions(), queryFn: () => callCabinet('cabinetSessions') }),
  /** The family's make-ups (docs/makeups.md), every child's. */
  makeups: () =>
    queryOptions({ queryKey: cabinetKeys.makeups(), queryFn: () => callCabinet('cabinetMakeups') }),
  makeupOptions: (id: number) =>
    queryOptions({
      queryKey: cabinetKeys.makeupOptions(id),
      queryFn: () => callCabinet('cabinetMakeupOptions', { json: { makeup_id: id } }),
    }),
  /** The seats the waitlists offer the family's children now (docs/makeups.md, «Лист ожидания»). */
  offers: () => queryOptions({ queryKey: cabinetKeys.offers(), queryFn: () => callCabinet('cabinetOffers') }),
};
