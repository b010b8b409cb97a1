import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { makeupTexts } from '../texts';
import { StudentMakeups } from './student-makeups';

type MakeupsButtonProps = { studentId: number; studentName: string };

/**
 * At the front desk, beside a student in the roll or found by «Сегодня» (the desk opens no student's card): the
 * student's make-ups in a dialog, read only when opened, booked and cancelled there.
 */
export function MakeupsButton({ studentId, studentName }: MakeupsButtonProps) {
  const [open, setOpen] = useState(false);
  const title = makeupTexts.title(studentName);
  return (
    <>
      <Button size="sm" aria-label={title} title={title} onClick={() => setOpen(true)}>
        {makeupTexts.button}
      </Button>
      {open && (
        <Dialog open title={title} onClose={() => setOpen(false)}>
          <StudentMakeups studentId={studentId} canBook />
        </Dialog>
      )}
    </>
  );
}
