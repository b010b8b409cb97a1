import { useQuery } from '@tanstack/react-query';
import type { StatusType } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { statusQueries } from '../api/status-queries';
import { useCreateStatus } from '../api/use-create-status';
import { useDeleteStatus } from '../api/use-delete-status';
import { useUpdateStatus } from '../api/use-update-status';
import { dictionaryTexts } from '../texts';
import { DictionaryList } from './dictionary-list';

type StatusSectionProps = { schoolId: number; type: StatusType };

/** Lead or student statuses: add, rename, recolour, delete (a status in use answers why it stays). */
export function StatusSection({ schoolId, type }: StatusSectionProps) {
  const statuses = useQuery(statusQueries.list(schoolId, type));
  const create = useCreateStatus(schoolId, type);
  const update = useUpdateStatus(schoolId, type);
  const remove = useDeleteStatus(schoolId, type);
  const failed = [remove, update, create].find((mutation) => mutation.isError);

  if (statuses.isPending) return <Loader />;
  if (statuses.isError) return <ErrorMessage>{toErrorMessage(statuses.error, 'statuses')}</ErrorMessage>;

  return (
    <DictionaryList
      title={dictionaryTexts.statuses[type]}
      items={statuses.data}
      withColor
      error={failed ? toErrorMessage(failed.error, 'statuses') : null}
      nameLabel={dictionaryTexts.statusName}
      colorLabel={dictionaryTexts.statusColor}
      onRename={(id, name) => update.mutate({ id, changes: { name } })}
      onRecolor={(id, color) => update.mutate({ id, changes: { color } })}
      onRemove={(id) => remove.mutate(id)}
      onAdd={(name, color) => create.create(name, color)}
    />
  );
}
