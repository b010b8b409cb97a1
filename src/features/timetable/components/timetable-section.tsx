import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ScheduleEntry } from '@/contract';
import { serverMessageOf, toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { timetableQueries } from '../api/timetable-queries';
import { useCreateTimetableEntry } from '../api/use-create-timetable-entry';
import { useDeleteTimetableEntry } from '../api/use-delete-timetable-entry';
import { useUpdateTimetableEntry } from '../api/use-update-timetable-entry';
import { entryLabel } from '../entry-display';
import { timetableTexts } from '../texts';
import type { TimetableChoices } from '../timetable-choices';
import { emptyTimetableForm, timetableFormFromEntry, toTimetableEntryInput } from '../timetable-form-values';
import { TimetableForm } from './timetable-form';
import styles from './timetable-section.module.css';
import { TimetableTable } from './timetable-table';

type TimetableSectionProps = {
  schoolId: number;
  canEdit: boolean;
  choices: TimetableChoices;
  /** After every saved change: the calendar generates and reloads its lessons. */
  onChanged: () => void;
};

/** The weekly timetable the lessons are generated from: the owner shapes it, the staff read it. */
export function TimetableSection({ schoolId, canEdit, choices, onChanged }: TimetableSectionProps) {
  const timetable = useQuery(timetableQueries.list(schoolId));
  const createEntry = useCreateTimetableEntry({ schoolId, choices, onChanged });
  const updateEntry = useUpdateTimetableEntry({ schoolId, choices, onChanged });
  const deleteEntry = useDeleteTimetableEntry({ schoolId, onChanged });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ScheduleEntry | null>(null);
  const [removing, setRemoving] = useState<ScheduleEntry | null>(null);

  function handleOpenAdd() {
    createEntry.reset();
    setAdding(true);
  }

  function handleOpenEdit(entry: ScheduleEntry) {
    updateEntry.reset();
    setEditing(entry);
  }

  function handleConfirmRemove() {
    if (removing) deleteEntry.mutate(removing);
    setRemoving(null);
  }

  const addButton = canEdit && (
    <Button size="sm" variant="primary" onClick={handleOpenAdd}>
      <Plus size={14} aria-hidden />
      {timetableTexts.add}
    </Button>
  );

  return (
    <Card title={timetableTexts.sectionTitle} actions={addButton} flush>
      {timetable.isPending && <Loader />}
      {timetable.isError && <ErrorMessage>{toErrorMessage(timetable.error, 'schedules')}</ErrorMessage>}
      {timetable.data?.length === 0 && <p className={styles.empty}>{timetableTexts.empty}</p>}
      {timetable.data && timetable.data.length > 0 && (
        <TimetableTable
          entries={timetable.data}
          canEdit={canEdit}
          onEdit={handleOpenEdit}
          onRemove={setRemoving}
        />
      )}
      <Dialog open={adding} title={timetableTexts.addTitle} onClose={() => setAdding(false)}>
        <TimetableForm
          mode="create"
          initialValues={emptyTimetableForm}
          choices={choices}
          pending={createEntry.isPending}
          error={
            createEntry.isError ? (serverMessageOf(createEntry.error) ?? timetableTexts.saveFailed) : null
          }
          onSubmit={(values) =>
            createEntry.mutate(toTimetableEntryInput(values), { onSuccess: () => setAdding(false) })
          }
          onCancel={() => setAdding(false)}
        />
      </Dialog>
      <Dialog open={editing !== null} title={timetableTexts.editTitle} onClose={() => setEditing(null)}>
        {editing && (
          <TimetableForm
            mode="edit"
            initialValues={timetableFormFromEntry(editing)}
            choices={choices}
            pending={updateEntry.isPending}
            error={
              updateEntry.isError ? (serverMessageOf(updateEntry.error) ?? timetableTexts.saveFailed) : null
            }
            onSubmit={(values) =>
              updateEntry.mutate(
                { entry: editing, input: toTimetableEntryInput(values) },
                { onSuccess: () => setEditing(null) },
              )
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={timetableTexts.confirmTitle}
        message={removing ? timetableTexts.confirmMessage(entryLabel(removing)) : ''}
        confirmLabel={timetableTexts.confirmRemove}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
