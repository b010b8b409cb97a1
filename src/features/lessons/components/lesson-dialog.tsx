import { useState } from 'react';
import type { Lesson } from '@/contract';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { useDeleteLesson } from '../api/use-delete-lesson';
import type { ScheduleViewer } from '../lesson-permissions';
import { lessonLabel } from '../lesson-time';
import { scheduleTexts } from '../texts';
import { LessonCard } from './lesson-card';

type LessonDialogProps = {
  /** The lesson being looked at; null while the modal is closed. */
  lessonId: number | null;
  summary: Lesson | undefined;
  schoolId: number;
  viewer: ScheduleViewer;
  onClose: () => void;
};

/** Spec §2: the lesson modal; closes on Escape, a click on the overlay or its close button. */
export function LessonDialog({ lessonId, summary, schoolId, viewer, onClose }: LessonDialogProps) {
  const deleteLesson = useDeleteLesson(schoolId);
  const [removing, setRemoving] = useState<Lesson | null>(null);

  function handleConfirmRemove() {
    if (removing) deleteLesson.mutate(removing);
    setRemoving(null);
    onClose();
  }

  return (
    <>
      <Dialog open={lessonId !== null} title={scheduleTexts.lessonTitle} onClose={onClose}>
        {lessonId !== null && (
          <LessonCard
            lessonId={lessonId}
            summary={summary}
            schoolId={schoolId}
            viewer={viewer}
            onDelete={setRemoving}
          />
        )}
      </Dialog>
      {/* A sibling, not a child: the confirmation opens above the modal and Escape closes only it. */}
      <ConfirmDialog
        open={removing !== null}
        title={scheduleTexts.confirmDeleteTitle}
        message={removing ? scheduleTexts.confirmDeleteMessage(lessonLabel(removing)) : ''}
        confirmLabel={scheduleTexts.confirmDelete}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
