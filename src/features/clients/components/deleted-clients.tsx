import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedPerson } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { useSchoolClock } from '@/lib/school-clock';
import { DeletedPeople } from '@/ui/deleted-people';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { clientQueries } from '../api/client-queries';
import { clientTexts } from '../texts';

const texts = clientTexts.deleted;

/** The owner's deleted clients, restorable for RESTORE_DAYS with their groups and links to students (docs/deletion.md). */
export function DeletedClients({ schoolId }: { schoolId: number }) {
  const queryClient = useQueryClient();
  const { zone } = useSchoolClock();
  const deleted = useQuery(clientQueries.deleted(schoolId));
  const restore = useMutation({
    mutationKey: ['clients', 'restore'],
    mutationFn: (client: DeletedPerson) => callApi('clientRestore', { id: client.id }),
    onSuccess: (_client, client) => {
      notifySuccess(texts.restored(client.name));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.clients });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.students });
    },
    onError: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
  return (
    <DeletedPeople
      title={texts.title}
      intro={texts.intro}
      rows={deleted.data}
      error={deleted.isError ? texts.loadFailed : null}
      zone={zone}
      restoreLabel={texts.restoreLabel}
      pending={restore.isPending}
      onRestore={(client) => restore.mutate(client)}
    />
  );
}
