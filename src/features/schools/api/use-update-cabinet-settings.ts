import type { z } from 'zod';
import type { CabinetSettings, cabinetSettingsUpdateSchema } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { schoolQueries } from './school-queries';

type CabinetSettingsChanges = z.input<typeof cabinetSettingsUpdateSchema>;

/** PATCH /schools/cabinet-settings: the answer (with the offer's new version, if its text changed) replaces the cache. */
export function useUpdateCabinetSettings() {
  return useWrite({
    mutationKey: mutationKey('schools', 'cabinet-settings'),
    request: (changes: CabinetSettingsChanges) => callApi('cabinetSettingsUpdate', { json: changes }),
    answered: (settings) => [
      cachedView<CabinetSettings>(schoolQueries.cabinetSettings().queryKey, () => settings),
    ],
  });
}
