import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatMoney, type PaymentMethod, type PaymentType, paymentMethods, paymentTypes } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { useSubmitKey } from '@/lib/submit-key';
import { Button } from '@/ui/button';
import { DateInput } from '@/ui/date-input';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { financeQueries } from '../api/finance-queries';
import { usePaymentCreate } from '../api/use-payment-writes';
import { amountText, readAmountAndDate, todayText } from '../money-form-values';
import { financeTexts } from '../texts';
import { useChosenStudent } from '../use-chosen-student';
import styles from './finances.module.css';
import { StudentSelect } from './student-select';

type PaymentFormProps = {
  /** The students to choose from; a student's own account or the roll passes just them. */
  students: readonly { id: number; name: string }[];
  onSaved?: () => void;
};

/** What the chosen student owes now (0 when nothing), from the balances every money screen reads. */
function useDebtOf(studentId: string): number {
  const balances = useQuery(financeQueries.balances());
  const balance = balances.data?.students.find((row) => String(row.student_id) === studentId)?.balance ?? 0;
  return balance < 0 ? -balance : 0;
}

/**
 * The spec's payment form: student, type (Subscription by default), amount, date — added only when the student,
 * the amount and the date are filled — and the method and a comment. A payer linked to the student is found by
 * the server. What was typed stays until the server has stored it. A student who owes shows the debt, and an empty
 * amount starts with it: the usual payment at the desk pays the debt off.
 */
export function PaymentForm({ students, onSaved }: PaymentFormProps) {
  const [studentId, setStudentId] = useChosenStudent(students);
  const [type, setType] = useState<PaymentType>('subscription');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState('');
  const clock = useSchoolClock();
  const [date, setDate] = useState(() => todayText(clock.today()));
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debt = useDebtOf(studentId);
  // Only an empty amount takes the debt, and one put in by the form follows the chosen student's: what someone
  // typed is never overwritten.
  const prefilled = useRef('');
  useEffect(() => {
    const next = debt > 0 ? amountText(debt) : '';
    const previous = prefilled.current;
    setAmount((typed) => (typed.trim() === '' || typed === previous ? next : typed));
    prefilled.current = next;
  }, [debt]);
  // A double click, or a retry after a lost answer, takes the payment once.
  const submitKey = useSubmitKey([studentId, type, method, amount, date, comment]);
  const create = usePaymentCreate(submitKey);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!studentId || !amount.trim() || !date.trim()) return setProblem(financeTexts.fillRequired);
    const read = readAmountAndDate(amount, date);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(null);
    create.mutate(
      { student_id: Number(studentId), type, method, amount: read.amount, paid_on: read.date, comment },
      {
        onSuccess: () => {
          setAmount('');
          setComment('');
          onSaved?.();
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={financeTexts.addPayment} noValidate>
      <StudentSelect students={students} value={studentId} onChange={setStudentId} />
      <SelectField
        label={financeTexts.type}
        value={type}
        onChange={(event) => setType(event.target.value as PaymentType)}
        options={paymentTypes.map((value) => ({ value, label: financeTexts.paymentTypes[value] }))}
      />
      <TextField
        label={financeTexts.amount}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        placeholder="0,00"
      />
      {debt > 0 && <p className={styles.muted}>{financeTexts.debtNow(formatMoney(debt))}</p>}
      <Field label={financeTexts.date}>{(id) => <DateInput id={id} value={date} onChange={setDate} />}</Field>
      <SelectField
        label={financeTexts.method}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        options={paymentMethods.map((value) => ({ value, label: financeTexts.paymentMethods[value] }))}
      />
      <TextField
        label={financeTexts.comment}
        value={comment}
        maxLength={500}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {financeTexts.addPayment}
        </Button>
      </div>
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
    </form>
  );
}
