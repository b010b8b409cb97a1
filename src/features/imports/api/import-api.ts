import { queryOptions } from '@tanstack/react-query';
import type { EndpointName, ImportEntity, ImportRequest } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const endpointOf = {
  leads: 'importLeads',
  students: 'importStudents',
  clients: 'importClients',
  opening: 'importOpening',
} as const satisfies Record<ImportEntity, EndpointName>;

/** 10 000 rows are read, checked and written in one request: it may take longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 120_000;

export function sendImport(entity: ImportEntity, request: ImportRequest) {
  return callApi(endpointOf[entity], { json: request, timeout: IMPORT_TIMEOUT_MS });
}

/**
 * The lists an import writes to: importing students may also add their parents as clients (and, for the owner,
 * passes and balances); the opening import writes only money.
 */
export const listsImportFills: Record<ImportEntity, readonly (readonly string[])[]> = {
  leads: [resourceKeys.leads],
  students: [resourceKeys.students, resourceKeys.clients, resourceKeys.finances],
  clients: [resourceKeys.clients],
  opening: [resourceKeys.finances, resourceKeys.students],
};

type PreviewKey = {
  entity: ImportEntity;
  /** Which file was read (a counter): the rows are too many to be a part of the key. */
  fileId: number;
  request: Omit<ImportRequest, 'rows' | 'dry_run'>;
};

/** The preview is the server's dry run of the same request; a mapping seen before is answered from the cache. */
export const previewQuery = ({ entity, fileId, request }: PreviewKey, rows: string[][]) =>
  queryOptions({
    queryKey: [...resourceKeys.imports, entity, fileId, request],
    queryFn: () => sendImport(entity, { ...request, rows, dry_run: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
