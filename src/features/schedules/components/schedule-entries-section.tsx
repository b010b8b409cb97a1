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
import { scheduleEntryQueries } from '../api/schedule-entry-queries';
import { useCreateScheduleEntry } from '../api/use-create-schedule-entry';
import { useDeleteScheduleEntry } from '../api/use-delete-schedule-entry';
import { useUpdateScheduleEntry } from '../api/use-update-schedule-entry';
import { entryLabel } from '../entry-display';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import {
  emptyScheduleEntryForm,
  scheduleEntryFormFromEntry,
  toScheduleEntryInput,
} from '../schedule-entry-form-values';
import { scheduleEntryTexts } from '../texts';
import styles from './schedule-entries-section.module.css';
import { ScheduleEntriesTable } from './schedule-entries-table';
import { ScheduleEntryForm } from './schedule-entry-form';

type ScheduleEntriesSectionProps = {
  schoolId: number;
  canEdit: boolean;
  choices: ScheduleEntryChoices;
  /** After every saved change: the calendar generates and reloads its lessons. */
  onChanged: () => void;
};

/** The weekly timetable the lessons are generated from: the owner shapes it, the staff read it. */
export function ScheduleEntriesSection({
  schoolId,
  canEdit,
  choices,
  onChanged,
}: ScheduleEntriesSectionProps) {
  const timetable = useQuery(scheduleEntryQueries.list(schoolId));
  const createEntry = useCreateScheduleEntry({ schoolId, choices, onChanged });
  const updateEntry = useUpdateScheduleEntry({ schoolId, choices, onChanged });
  const deleteEntry = useDeleteScheduleEntry({ schoolId, onChanged });
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
      {scheduleEntryTexts.add}
    </Button>
  );

  return (
    <Card title={scheduleEntryTexts.sectionTitle} actions={addButton} flush>
      {timetable.isPending && <Loader />}
      {timetable.isError && <ErrorMessage>{toErrorMessage(timetable.error, 'schedules')}</ErrorMessage>}
      {timetable.data?.length === 0 && <p className={styles.empty}>{scheduleEntryTexts.empty}</p>}
      {timetable.data && timetable.data.length > 0 && (
        <ScheduleEntriesTable
          entries={timetable.data}
          canEdit={canEdit}
          onEdit={handleOpenEdit}
          onRemove={setRemoving}
        />
      )}
      <Dialog open={adding} title={scheduleEntryTexts.addTitle} onClose={() => setAdding(false)}>
        <ScheduleEntryForm
          mode="create"
          initialValues={emptyScheduleEntryForm}
          choices={choices}
          pending={createEntry.isPending}
          error={
            createEntry.isError ? (serverMessageOf(createEntry.error) ?? scheduleEntryTexts.saveFailed) : null
          }
          onSubmit={(values) =>
            createEntry.create(toScheduleEntryInput(values), { onSuccess: () => setAdding(false) })
          }
          onCancel={() => setAdding(false)}
        />
      </Dialog>
      <Dialog open={editing !== null} title={scheduleEntryTexts.editTitle} onClose={() => setEditing(null)}>
        {editing && (
          <ScheduleEntryForm
            mode="edit"
            initialValues={scheduleEntryFormFromEntry(editing)}
            choices={choices}
            pending={updateEntry.isPending}
            error={
              updateEntry.isError
                ? (serverMessageOf(updateEntry.error) ?? scheduleEntryTexts.saveFailed)
                : null
            }
            onSubmit={(values) =>
              updateEntry.mutate(
                { entry: editing, input: toScheduleEntryInput(values) },
                { onSuccess: () => setEditing(null) },
              )
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={scheduleEntryTexts.confirmTitle}
        message={removing ? scheduleEntryTexts.confirmMessage(entryLabel(removing)) : ''}
        confirmLabel={scheduleEntryTexts.confirmRemove}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
