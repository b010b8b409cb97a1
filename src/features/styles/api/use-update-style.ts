import type { Style } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { styleTexts } from '../texts';
import { styleQueries } from './style-queries';

type StyleChanges = Partial<Pick<Style, 'name' | 'is_archived'>>;
type StyleUpdate = { danceStyle: Style; changes: StyleChanges };

/**
 * PUT /styles/{id}: rename, archive, restore. The spec kept archiving local; here it is stored, so an
 * archived style stops producing lessons. Optimistic, reverted with a message on refusal.
 */
export function useUpdateStyle(schoolId: number, onChanged: () => void) {
  const listKey = styleQueries.list(schoolId).queryKey;
  const replaced = (id: number, row: (style: Style) => Style) =>
    cachedView<Style[]>(listKey, (styles) => styles.map((style) => (style.id === id ? row(style) : style)));
  return useWrite({
    mutationKey: mutationKey('styles', 'update'),
    request: ({ danceStyle, changes }: StyleUpdate) =>
      callApi('styleUpdate', { id: danceStyle.id, json: changes }),
    optimistic: ({ danceStyle, changes }) => [replaced(danceStyle.id, (style) => ({ ...style, ...changes }))],
    answered: (updated) => [replaced(updated.id, () => updated)],
    onSuccess: () => onChanged(),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? styleTexts.saveFailed),
  });
}
