import type { FinanceSettings } from '@/contract';
import { callApi } from '@/lib/http';
import { moneyViewKeys, mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { moneyRefused } from './finance-views';

/**
 * PATCH /finances/settings: the answer replaces the settings. The rolls warn by them (a debt limit reached, an
 * absence billed without a pass) and are read again.
 */
export function useFinanceSettingsUpdate() {
  return useWrite({
    mutationKey: mutationKey('finances', 'settings'),
    request: (json: FinanceSettings) => callApi('financeSettingsUpdate', { json }),
    answered: (settings) => [cachedView<FinanceSettings>(financeQueries.settings().queryKey, () => settings)],
    refresh: () => [{ queryKey: moneyViewKeys.rolls() }],
    onFailure: moneyRefused,
  });
}
