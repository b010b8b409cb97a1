import { type FormEvent, useState } from 'react';
import { parseRubles } from '@/contract';
import { serverMessageOf } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useAddAdjustment } from '../api/use-payroll-mutations';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

/** Rubles with an optional minus (a deduction), in kopecks; null when it does not read as money. */
function signedKopecks(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−–]/.test(trimmed);
  const kopecks = parseRubles(negative ? trimmed.slice(1) : trimmed);
  return kopecks === null ? null : negative ? -kopecks : kopecks;
}

type AdjustmentFormProps = { teachers: readonly { teacher_id: number; teacher_name: string }[] };

/** A manual addition (a bonus) or deduction (with a minus) for a teacher, with its reason. */
export function AdjustmentForm({ teachers }: AdjustmentFormProps) {
  const add = useAddAdjustment();
  const clock = useSchoolClock();
  const [values, setValues] = useState(() => ({
    teacherId: String(teachers[0]?.teacher_id ?? ''),
    date: clock.today(),
    amount: '',
    reason: '',
  }));
  const [problem, setProblem] = useState<string | null>(null);

  function change(next: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    add.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = signedKopecks(values.amount);
    if (amount === null || amount === 0) {
      setProblem(payrollTexts.adjustmentAmountProblem);
      return;
    }
    const sent = values;
    // What was typed while the answer was on its way stays: only the fields still as sent are cleared.
    add.mutate(
      { teacher_id: Number(sent.teacherId), on_date: sent.date, amount, reason: sent.reason },
      {
        onSuccess: () =>
          setValues((current) => ({
            ...current,
            amount: current.amount === sent.amount ? '' : current.amount,
            reason: current.reason === sent.reason ? '' : current.reason,
          })),
      },
    );
  }

  const refusal = add.isError ? (serverMessageOf(add.error) ?? payrollTexts.adjustmentFailed) : null;
  return (
    <form className={styles.rateForm} aria-label={payrollTexts.adjustmentTitle} onSubmit={handleSubmit}>
      <SelectField
        label={payrollTexts.teacher}
        options={teachers.map((teacher) => ({
          value: String(teacher.teacher_id),
          label: teacher.teacher_name,
        }))}
        required
        value={values.teacherId}
        onChange={(event) => change({ teacherId: event.target.value })}
      />
      <DateField
        label={payrollTexts.adjustmentDate}
        required
        value={values.date}
        onChange={(date) => change({ date })}
      />
      <TextField
        label={payrollTexts.adjustmentAmount}
        inputMode="decimal"
        required
        value={values.amount}
        onChange={(event) => change({ amount: event.target.value })}
      />
      <TextField
        label={payrollTexts.adjustmentReason}
        required
        maxLength={300}
        value={values.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
      <div className={styles.formEnd}>
        {(problem ?? refusal) && <ErrorMessage>{problem ?? refusal}</ErrorMessage>}
        <Button type="submit" disabled={add.isPending}>
          {payrollTexts.adjustmentAdd}
        </Button>
      </div>
    </form>
  );
}
