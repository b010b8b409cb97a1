import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

type ReasonDialogProps = {
  title: string;
  reasonLabel: string;
  /** Fields above the reason (a refund's amount and date). */
  children?: ReactNode;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A correction of money always says why: a void or a refund asks for its reason. */
export function ReasonDialog({
  title,
  reasonLabel,
  children,
  pending,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim()) onConfirm(reason.trim());
  }
  return (
    <Dialog open title={title} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={handleSubmit}>
        {children}
        <TextField
          label={reasonLabel}
          required
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
        <div className={styles.formActions}>
          <Button onClick={onClose}>{financeTexts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={pending || !reason.trim()}>
            {financeTexts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
