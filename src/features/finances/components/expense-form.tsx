import { type FormEvent, useState } from 'react';
import { expenseCategories } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { useSubmitKey } from '@/lib/submit-key';
import { Button } from '@/ui/button';
import { DateInput } from '@/ui/date-input';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useExpenseCreate } from '../api/use-expense-writes';
import { readAmountAndDate, todayText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

const OWN = '__own__';

/**
 * The spec's expense form: type (Rent by default), amount, date — added only when the amount and the date are
 * filled — and a comment. Beyond the spec's four types a school names its own categories, offered again after.
 */
export function ExpenseForm({ usedCategories }: { usedCategories: readonly string[] }) {
  const [category, setCategory] = useState<string>('rent');
  const [ownCategory, setOwnCategory] = useState('');
  const [amount, setAmount] = useState('');
  const clock = useSchoolClock();
  const [date, setDate] = useState(() => todayText(clock.today()));
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submitKey = useSubmitKey([category, ownCategory, amount, date, comment]);
  const create = useExpenseCreate(submitKey);
  const own = usedCategories.filter((name) => !(expenseCategories as readonly string[]).includes(name));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!amount.trim() || !date.trim()) return setProblem(financeTexts.fillExpense);
    const read = readAmountAndDate(amount, date);
    if ('problem' in read) return setProblem(read.problem);
    const chosen = category === OWN ? ownCategory.trim() : category;
    if (!chosen) return setProblem(financeTexts.newCategoryName);
    setProblem(null);
    create.mutate(
      { category: chosen, amount: read.amount, spent_on: read.date, comment },
      {
        onSuccess: () => {
          setAmount('');
          setComment('');
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={financeTexts.addExpense} noValidate>
      <SelectField
        label={financeTexts.category}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        options={[
          ...expenseCategories.map((value) => ({
            value,
            label: financeTexts.expenseCategories[value] ?? value,
          })),
          ...own.map((name) => ({ value: name, label: name })),
          { value: OWN, label: `${financeTexts.newCategory}…` },
        ]}
      />
      {category === OWN && (
        <TextField
          label={financeTexts.newCategoryName}
          maxLength={60}
          value={ownCategory}
          onChange={(event) => setOwnCategory(event.target.value)}
        />
      )}
      <TextField
        label={financeTexts.amount}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        placeholder="0,00"
      />
      <Field label={financeTexts.date}>{(id) => <DateInput id={id} value={date} onChange={setDate} />}</Field>
      <TextField
        label={financeTexts.comment}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {financeTexts.addExpense}
        </Button>
      </div>
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
    </form>
  );
}
