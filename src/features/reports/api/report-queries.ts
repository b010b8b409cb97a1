import { queryOptions } from '@tanstack/react-query';
import type { ReportRequest } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.reports;

/** A report is read when it is generated; the same request again is answered from the cache for a minute. */
export const reportQueries = {
  all: () => key,
  options: () => queryOptions({ queryKey: [...key, 'options'], queryFn: () => callApi('reportOptions') }),
  attendance: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'attendance', request],
      queryFn: () => callApi('reportAttendance', { json: request }),
      staleTime: 60_000,
    }),
  payments: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'payments', request],
      queryFn: () => callApi('reportPayments', { json: request }),
      staleTime: 60_000,
    }),
  leads: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'leads', request],
      queryFn: () => callApi('reportLeads', { json: request }),
      staleTime: 60_000,
    }),
  groups: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'groups', request],
      queryFn: () => callApi('reportGroups', { json: request }),
      staleTime: 60_000,
    }),
  retention: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'retention', request],
      queryFn: () => callApi('reportRetention', { json: request }),
      staleTime: 60_000,
    }),
  teachers: (request: ReportRequest) =>
    queryOptions({
      queryKey: [...key, 'teachers', request],
      queryFn: () => callApi('reportTeachers', { json: request }),
      staleTime: 60_000,
    }),
};
