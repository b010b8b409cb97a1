import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Style } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { directionTexts } from '../texts';
import { directionQueries } from './direction-queries';

const mutationKey = ['directions', 'update'];

type DirectionChanges = Partial<Pick<Style, 'name' | 'is_archived'>>;
type DirectionUpdate = { direction: Style; changes: DirectionChanges };

/**
 * PUT /styles/{id}: rename, archive, restore. The spec kept archiving local; here it is stored, so an
 * archived direction stops producing lessons. Optimistic, reverted with a message on refusal.
 */
export function useUpdateDirection(schoolId: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  const listKey = directionQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: ({ direction, changes }: DirectionUpdate) =>
      callApi('styleUpdate', { id: direction.id, json: changes }),
    onMutate: ({ direction, changes }) =>
      changeListOptimistically<Style>(queryClient, listKey, (styles) =>
        styles.map((style) => (style.id === direction.id ? { ...style, ...changes } : style)),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(listKey, (styles) =>
        styles?.map((style) => (style.id === updated.id ? updated : style)),
      );
      onChanged();
    },
    onError: (error, _update, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      toast.error(serverMessageOf(error) ?? directionTexts.saveFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
