import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

// The family's reads (docs/cabinet.md). The keys start with `cabinet`, so the staff's session handling leaves them
// alone and a sign-out here forgets only them.

export const cabinetKeys = {
  all: resourceKeys.cabinet,
  home: () => [...resourceKeys.cabinet, 'home'] as const,
  student: (id: number) => [...resourceKeys.cabinet, 'student', id] as const,
  trialGroups: () => [...resourceKeys.cabinet, 'trial-groups'] as const,
  sessions: () => [...resourceKeys.cabinet, 'sessions'] as const,
};

export const cabinetQueries = {
  home: () => queryOptions({ queryKey: cabinetKeys.home(), queryFn: () => callApi('cabinetHome') }),
  student: (id: number) =>
    queryOptions({ queryKey: cabinetKeys.student(id), queryFn: () => callApi('cabinetStudent', { id }) }),
  trialGroups: () =>
    queryOptions({ queryKey: cabinetKeys.trialGroups(), queryFn: () => callApi('cabinetTrialGroups') }),
  sessions: () =>
    queryOptions({ queryKey: cabinetKeys.sessions(), queryFn: () => callApi('cabinetSessions') }),
};
