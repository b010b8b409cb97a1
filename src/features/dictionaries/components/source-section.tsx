import { useQuery } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { sourceQueries } from '../api/source-queries';
import { useCreateSource } from '../api/use-create-source';
import { useDeleteSource } from '../api/use-delete-source';
import { useUpdateSource } from '../api/use-update-source';
import { dictionaryTexts } from '../texts';
import { DictionaryList } from './dictionary-list';

type SourceSectionProps = { schoolId: number };

/** Where leads come from: add, rename, delete (a source in use answers why it stays). */
export function SourceSection({ schoolId }: SourceSectionProps) {
  const sources = useQuery(sourceQueries.list(schoolId));
  const create = useCreateSource(schoolId);
  const update = useUpdateSource(schoolId);
  const remove = useDeleteSource(schoolId);
  const failed = [remove, update, create].find((mutation) => mutation.isError);

  if (sources.isPending) return <Loader />;
  if (sources.isError) return <ErrorMessage>{toErrorMessage(sources.error, 'sources')}</ErrorMessage>;

  return (
    <DictionaryList
      title={dictionaryTexts.sources}
      items={sources.data}
      withColor={false}
      error={failed ? toErrorMessage(failed.error, 'sources') : null}
      nameLabel={dictionaryTexts.sourceName}
      onRename={(id, name) => update.mutate({ id, name })}
      onRemove={(id) => remove.mutate(id)}
      onAdd={(name) => create.create(name)}
    />
  );
}
