import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { temporaryId } from '@/lib/temporary-id';
import { notifyFailure } from '@/ui/notify';
import { styleTexts } from '../texts';
import { styleQueries } from './style-queries';

const mutationKey = ['styles', 'create'];

/** POST /styles/registration: the direction appears at once and leaves if the server refuses. */
export function useCreateStyle(schoolId: number) {
  const queryClient = useQueryClient();
  const listKey = styleQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (name: string) => callApi('styleCreate', { json: { name } }),
    onMutate: async (name) => {
      const draft: Style = {
        id: temporaryId(),
        name,
        active_from: null,
        active_to: null,
        is_archived: false,
        school_id: schoolId,
      };
      const snapshot = await changeListOptimistically<Style>(queryClient, listKey, (styles) => [
        ...styles,
        draft,
      ]);
      return { ...snapshot, draftId: draft.id };
    },
    onSuccess: (created, _name, context) => {
      queryClient.setQueryData(listKey, (styles) =>
        styles?.map((style) => (style.id === context.draftId ? created : style)),
      );
    },
    onError: (error, _name, context) => {
      restoreList(queryClient, listKey, context);
      notifyFailure(serverMessageOf(error) ?? styleTexts.saveFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
