import type { EndpointInput, Webhook } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

const texts = schoolTexts.webhooks;

/** The school's webhooks as an answer changes them (newest first, as the server lists them). */
const webhooksWith = (change: (list: Webhook[]) => Webhook[]) =>
  cachedView<Webhook[]>(schoolQueries.webhooks().queryKey, change);

/** POST /webhooks/create: its signing key is shown once, from the answer, and never kept in the list. */
export function useCreateWebhook() {
  return useWrite({
    mutationKey: mutationKey('schools', 'webhook-create'),
    request: (json: EndpointInput<'webhookCreate'>) => callApi('webhookCreate', { json }),
    answered: ({ secret: _secret, ...created }) => [webhooksWith((list) => [created, ...list])],
  });
}

export function useDeleteWebhook() {
  return useWrite({
    mutationKey: mutationKey('schools', 'webhook-delete'),
    request: (id: number) => callApi('webhookDelete', { id }),
    answered: (id) => [webhooksWith((list) => list.filter((webhook) => webhook.id !== id))],
    onSuccess: () => notifySuccess(texts.removed),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}

/** POST /webhooks/enable/{id}: one switched off after days of failures works again. */
export function useEnableWebhook(id: number) {
  return useWrite({
    mutationKey: mutationKey('schools', 'webhook-enable', id),
    request: () => callApi('webhookEnable', { id }),
    answered: (enabled) => [
      webhooksWith((list) => list.map((row) => (row.id === enabled.id ? enabled : row))),
    ],
    onSuccess: () => notifySuccess(texts.enabled),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}
