import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { cabinetInviteTexts } from '../texts';
import { CabinetUse } from './cabinet-use';

type CabinetDialogButtonProps = { studentId: number; studentName: string };

/**
 * At the front desk, beside a student in the roll or found by «Сегодня» (the desk opens no student's card): the
 * student's cabinet use and «Пригласить в кабинет» in a dialog, read only when opened.
 */
export function CabinetDialogButton({ studentId, studentName }: CabinetDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const title = cabinetInviteTexts.titleOf(studentName);
  return (
    <>
      {/* An icon with its name in the label and the tooltip: the roll's row keeps its three words on one line. */}
      <Button size="sm" title={title} aria-label={title} onClick={() => setOpen(true)}>
        <UserRound size={14} aria-hidden />
      </Button>
      {open && (
        <Dialog open title={title} onClose={() => setOpen(false)}>
          <CabinetUse person={{ kind: 'student', id: studentId }} />
        </Dialog>
      )}
    </>
  );
}
