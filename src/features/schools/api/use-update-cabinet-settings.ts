import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cabinetSettingsUpdateSchema } from '@/contract';
import { callApi } from '@/lib/http';
import { schoolQueries } from './school-queries';

type CabinetSettingsChanges = z.input<typeof cabinetSettingsUpdateSchema>;

/** PATCH /schools/cabinet-settings: the answer (with the offer's new version, if its text changed) replaces the cache. */
export function useUpdateCabinetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CabinetSettingsChanges) => callApi('cabinetSettingsUpdate', { json: changes }),
    onSuccess: (settings) => queryClient.setQueryData(schoolQueries.cabinetSettings().queryKey, settings),
  });
}
