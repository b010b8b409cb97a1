import type { SchoolImportInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/** A whole school's file may take the server a while to load: longer than a list's five seconds. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /schools/import (docs/archive.md): the admin's into a new school, an owner's into their own new one. Every
 * cached answer may be another now, so all of them are read again.
 */
export function useImportArchive() {
  return useWrite({
    mutationKey: mutationKey('schools', 'import'),
    request: (json: SchoolImportInput) => callApi('schoolImport', { json, timeout: IMPORT_TIMEOUT_MS }),
    refresh: () => [{}],
  });
}
