import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { serverMessageOf } from '@/lib/http';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useCreateLesson } from '../api/use-create-lesson';
import type { LessonChoices } from '../lesson-choices';
import { toLessonCreateInput } from '../lesson-form-values';
import { scheduleTexts } from '../texts';
import { LessonForm } from './lesson-form';

type CreateLessonButtonProps = {
  schoolId: number;
  choices: LessonChoices;
};

/** A one-off lesson outside the weekly timetable (the owner and the front desk). */
export function CreateLessonButton({ schoolId, choices }: CreateLessonButtonProps) {
  const createLesson = useCreateLesson(schoolId);
  const [open, setOpen] = useState(false);

  function handleOpen() {
    createLesson.reset();
    setOpen(true);
  }

  return (
    <>
      <Button variant="primary" onClick={handleOpen}>
        <CalendarPlus size={16} aria-hidden />
        {scheduleTexts.addLesson}
      </Button>
      <Dialog open={open} title={scheduleTexts.createTitle} onClose={() => setOpen(false)}>
        <LessonForm
          choices={choices}
          pending={createLesson.isPending}
          error={
            createLesson.isError ? (serverMessageOf(createLesson.error) ?? scheduleTexts.createFailed) : null
          }
          onSubmit={(values) =>
            createLesson.mutate(toLessonCreateInput(values), { onSuccess: () => setOpen(false) })
          }
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
