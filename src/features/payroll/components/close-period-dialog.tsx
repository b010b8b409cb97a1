import { formatMoney, type Payroll } from '@/contract';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

type ClosePeriodDialogProps = {
  pay: Payroll;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Closing a period stores its figures: the dialog shows what is about to be stored — each teacher's total and the
 * sum — before anything is, so nobody closes a period they have not looked at.
 */
export function ClosePeriodDialog({ pay, pending, onConfirm, onCancel }: ClosePeriodDialogProps) {
  const sum = pay.teachers.reduce((total, teacher) => total + teacher.total, 0);
  return (
    <Dialog
      open
      title={payrollTexts.closeTitle(formatDate(pay.date_from), formatDate(pay.date_to))}
      onClose={onCancel}
    >
      <div className={styles.dialogForm}>
        <p className={styles.muted}>{payrollTexts.closeWarning}</p>
        <ul className={styles.teachers} aria-label={payrollTexts.closeTotals}>
          {pay.teachers.map((teacher) => (
            <li key={teacher.teacher_id} className={styles.payout}>
              <span className={styles.name}>{teacher.teacher_name}</span>
              <strong>{formatMoney(teacher.total)}</strong>
            </li>
          ))}
          <li className={styles.payout}>
            <span className={styles.name}>{payrollTexts.total}</span>
            <strong>{formatMoney(sum)}</strong>
          </li>
        </ul>
        <div className={styles.dialogActions}>
          <Button onClick={onCancel} data-autofocus>
            {payrollTexts.cancel}
          </Button>
          <Button variant="primary" disabled={pending} onClick={onConfirm}>
            {payrollTexts.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
