import { type FormEvent, useState } from 'react';
import { formatMoney, type PayrollLine, parseRubles } from '@/contract';
import { formatDate } from '@/lib/dates';
import { serverMessageOf } from '@/lib/http';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { TextField } from '@/ui/text-field';
import { useSetLessonPay } from '../api/use-payroll-mutations';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

type LessonPayDialogProps = { line: PayrollLine & { lesson_id: number }; onClose: () => void };

/** A one-off amount for one lesson instead of its rate (with the reason), or back to the rate. */
export function LessonPayDialog({ line, onClose }: LessonPayDialogProps) {
  const save = useSetLessonPay();
  const overridden = line.override_reason !== null;
  const [amount, setAmount] = useState(overridden ? String(line.amount / 100).replace('.', ',') : '');
  const [reason, setReason] = useState(line.override_reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const title = payrollTexts.lessonPayTitle(
    `${formatDate(line.lesson_date)} ${line.start_time}`,
    line.group_name,
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const kopecks = parseRubles(amount);
    if (kopecks === null) {
      setProblem(payrollTexts.amountProblem);
      return;
    }
    save.mutate({ lesson_id: line.lesson_id, amount: kopecks, reason }, { onSuccess: onClose });
  }

  const refusal =
    problem ?? (save.isError ? (serverMessageOf(save.error) ?? payrollTexts.lessonPayFailed) : null);
  return (
    <Dialog open title={title} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={handleSubmit}>
        <p className={styles.muted}>{payrollTexts.lessonPayHint(formatMoney(line.amount))}</p>
        <TextField
          label={payrollTexts.amount}
          value={amount}
          inputMode="decimal"
          required
          onChange={(event) => {
            setAmount(event.target.value);
            setProblem(null);
            save.reset();
          }}
        />
        <TextField
          label={payrollTexts.reason}
          value={reason}
          required
          maxLength={300}
          onChange={(event) => {
            setReason(event.target.value);
            save.reset();
          }}
        />
        {refusal && <ErrorMessage>{refusal}</ErrorMessage>}
        <div className={styles.dialogActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {payrollTexts.save}
          </Button>
          {overridden && (
            <Button
              disabled={save.isPending}
              onClick={() => save.mutate({ lesson_id: line.lesson_id, amount: null }, { onSuccess: onClose })}
            >
              {payrollTexts.backToRate}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
