import type { Style } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { styleTexts } from '../texts';
import { styleQueries } from './style-queries';

type NewStyle = { name: string; draftId: number };

/** POST /styles/registration: the direction appears at once and leaves if the server refuses. */
export function useCreateStyle(schoolId: number) {
  const listKey = styleQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('styles', 'create'),
    request: ({ name }: NewStyle) => callApi('styleCreate', { json: { name } }),
    optimistic: ({ name, draftId }) => [
      cachedView<Style[]>(listKey, (styles) => [
        ...styles,
        { id: draftId, name, active_from: null, active_to: null, is_archived: false, school_id: schoolId },
      ]),
    ],
    answered: (created, { draftId }) => [
      cachedView<Style[]>(listKey, (styles) =>
        styles.map((style) => (style.id === draftId ? created : style)),
      ),
    ],
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? styleTexts.saveFailed),
  });
  return { ...mutation, create: (name: string) => mutation.mutate({ name, draftId: temporaryId() }) };
}
