import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolImportInput } from '@/contract';
import { callApi } from '@/lib/http';

/** A whole school's file may take the server a while to load: longer than a list's five seconds. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /schools/import (docs/archive.md): the admin's into a new school, an owner's into their own new one. Every
 * cached answer may be another now, so all of them are read again.
 */
export function useImportArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SchoolImportInput) => callApi('schoolImport', { json, timeout: IMPORT_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
