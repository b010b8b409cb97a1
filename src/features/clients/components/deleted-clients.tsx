import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { DeletedPeople } from '@/ui/deleted-people';
import { clientQueries } from '../api/client-queries';
import { clientTexts } from '../texts';

/** The owner's deleted clients, restorable for RESTORE_DAYS with their groups and links to students (docs/deletion.md). */
export function DeletedClients({ schoolId }: { schoolId: number }) {
  const deleted = useQuery(clientQueries.deleted(schoolId));
  return (
    <DeletedPeople
      texts={clientTexts.deleted}
      read={deleted}
      restore={(id) => callApi('clientRestore', { id })}
      resource="clients"
    />
  );
}
