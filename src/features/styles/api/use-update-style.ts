import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { styleTexts } from '../texts';
import { styleQueries } from './style-queries';

const mutationKey = ['styles', 'update'];

type StyleChanges = Partial<Pick<Style, 'name' | 'is_archived'>>;
type StyleUpdate = { danceStyle: Style; changes: StyleChanges };

/**
 * PUT /styles/{id}: rename, archive, restore. The spec kept archiving local; here it is stored, so an
 * archived style stops producing lessons. Optimistic, reverted with a message on refusal.
 */
export function useUpdateStyle(schoolId: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  const listKey = styleQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: ({ danceStyle, changes }: StyleUpdate) =>
      callApi('styleUpdate', { id: danceStyle.id, json: changes }),
    onMutate: ({ danceStyle, changes }) =>
      changeListOptimistically<Style>(queryClient, listKey, (styles) =>
        styles.map((style) => (style.id === danceStyle.id ? { ...style, ...changes } : style)),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(listKey, (styles) =>
        styles?.map((style) => (style.id === updated.id ? updated : style)),
      );
      onChanged();
    },
    onError: (error, _update, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(serverMessageOf(error) ?? styleTexts.saveFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
