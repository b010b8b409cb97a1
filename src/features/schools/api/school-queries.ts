import { queryOptions } from '@tanstack/react-query';
import type { CabinetSettings, School, SchoolListItem } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

function fetchSchools(): Promise<SchoolListItem[]> {
  return callApi('schools');
}

function fetchSchool(id: number): Promise<School> {
  return callApi('school', { id });
}

function fetchCabinetSettings(): Promise<CabinetSettings> {
  return callApi('cabinetSettings');
}

export const schoolQueries = {
  all: () => resourceKeys.schools,
  list: () => queryOptions({ queryKey: [...resourceKeys.schools, 'list'], queryFn: fetchSchools }),
  /** The admin's deleted schools, restorable until purged (docs/deletion.md). */
  deleted: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'deleted'],
      queryFn: () => callApi('schoolsDeleted'),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...resourceKeys.schools, 'detail', id], queryFn: () => fetchSchool(id) }),
  /** GET /schools/cabinet-settings: the signed-in owner's school's cabinet (cut-off, offer, freezes). */
  cabinetSettings: () =>
    queryOptions({ queryKey: [...resourceKeys.schools, 'cabinet-settings'], queryFn: fetchCabinetSettings }),
  /** GET /backups/status: the installation's backups, for the platform admin (docs/backups.md). */
  backupStatus: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'backup-status'],
      queryFn: () => callApi('backupStatus'),
    }),
  /** GET /api-tokens/getall: the school's API tokens (docs/api-tokens.md). */
  apiTokens: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'api-tokens'],
      queryFn: () => callApi('apiTokens'),
    }),
  webhooks: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'webhooks'],
      queryFn: () => callApi('webhooks'),
    }),
  webhookDeliveries: (webhookId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'webhooks', webhookId, 'deliveries'],
      queryFn: () => callApi('webhookDeliveries', { json: { webhook_id: webhookId } }),
    }),
  /** GET /join-form/settings: the school's public trial form — its link's code and consent (docs/join-form.md). */
  joinForm: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'join-form'],
      queryFn: () => callApi('joinFormSettings'),
    }),
  telegramBot: () =>
    queryOptions({
      queryKey: [...resourceKeys.schools, 'telegram-bot'],
      queryFn: () => callApi('telegramBot'),
    }),
};
