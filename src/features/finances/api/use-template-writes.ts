import type { EndpointInput, SubscriptionTemplate } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { moneyRefused } from './finance-views';

const byName = (a: SubscriptionTemplate, b: SubscriptionTemplate) =>
  a.name.localeCompare(b.name, 'ru') || a.id - b.id;

/** The stored template in the templates list (by name, as the server lists them), replacing the one it was. */
const templateInList = (template: SubscriptionTemplate) =>
  cachedView<SubscriptionTemplate[]>(financeQueries.templates().queryKey, (templates) =>
    [...templates.filter((item) => item.id !== template.id), template].toSorted(byName),
  );

/** POST /subscription-templates/create: sold passes keep the terms they were sold with, so only the list changes. */
export function useTemplateCreate() {
  return useWrite({
    mutationKey: mutationKey('finances', 'template-create'),
    request: (json: EndpointInput<'subscriptionTemplateCreate'>) =>
      callApi('subscriptionTemplateCreate', { json }),
    answered: (template) => [templateInList(template)],
    onFailure: moneyRefused,
  });
}

/** PATCH /subscription-templates/update/{id}: archived or back, or its make-up terms; the answer replaces it. */
function useTemplateUpdate<Input>(
  write: 'template-archive' | 'template-makeups',
  request: (input: Input) => Promise<SubscriptionTemplate>,
) {
  return useWrite({
    mutationKey: mutationKey('finances', write),
    request,
    answered: (template) => [templateInList(template)],
    onFailure: moneyRefused,
  });
}

export const useTemplateArchive = () =>
  useTemplateUpdate('template-archive', ({ id, archived }: { id: number; archived: boolean }) =>
    callApi('subscriptionTemplateUpdate', { id, json: { is_archived: archived } }),
  );

export const useTemplateMakeupTerms = (template: SubscriptionTemplate) =>
  useTemplateUpdate('template-makeups', (json: EndpointInput<'subscriptionTemplateUpdate'>) =>
    callApi('subscriptionTemplateUpdate', { id: template.id, json }),
  );
