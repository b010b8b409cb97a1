import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput, EndpointName, ReportKind, ReportRequest } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.reports;

/** The endpoint of each report. */
const endpointOf = {
  attendance: 'reportAttendance',
  payments: 'reportPayments',
  groups: 'reportGroups',
  leads: 'reportLeads',
  retention: 'reportRetention',
  teachers: 'reportTeachers',
} as const satisfies Record<ReportKind, EndpointName>;

/** A report is read when it is generated; the same request again is answered from the cache for a minute. */
function report<Kind extends ReportKind>(kind: Kind) {
  return (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, kind, request],
      // Every report takes the same request (reportRequestSchema); TypeScript cannot see it through the generic.
      queryFn: () => callApi(endpointOf[kind], { json: request as EndpointInput<(typeof endpointOf)[Kind]> }),
      staleTime: 60_000,
    });
}

export const reportQueries = {
  all: () => key,
  options: () => queryOptions({ queryKey: [...key, 'options'], queryFn: () => callApi('reportOptions') }),
  attendance: report('attendance'),
  payments: report('payments'),
  groups: report('groups'),
  leads: report('leads'),
  retention: report('retention'),
  teachers: report('teachers'),
};
