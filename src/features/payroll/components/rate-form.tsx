import { type FormEvent, useState } from 'react';
import {
  type PayRateChoices,
  type PayRateCreateInput,
  type PayRateKind,
  parseRubles,
  payRateKinds,
} from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

type RateFormProps = {
  choices: PayRateChoices;
  pending: boolean;
  /** The server's refusal, shown once; cleared by the owner of the form when a field changes. */
  error: string | null;
  onEdit: () => void;
  onSubmit: (input: PayRateCreateInput, done: () => void) => void;
};

const kindOptions = payRateKinds.map((kind) => ({ value: kind, label: payrollTexts.kindLabels[kind] }));

const emptyRate = (teacherId: string, today: string) => ({
  teacherId,
  kind: 'lesson' as PayRateKind,
  amount: '',
  minAmount: '',
  percent: '',
  scope: '',
  from: today,
});

/** A new rate: who, what kind and how much, for which lessons, from which day. */
export function RateForm({ choices, pending, error, onEdit, onSubmit }: RateFormProps) {
  const clock = useSchoolClock();
  const [values, setValues] = useState(() => emptyRate(String(choices.teachers[0]?.id ?? ''), clock.today()));
  const [problem, setProblem] = useState<string | null>(null);
  const scopeOptions = [
    { value: '', label: payrollTexts.allLessons },
    ...choices.groups.map((group) => ({ value: `group:${group.id}`, label: group.name })),
    ...choices.directions.map((direction) => ({ value: `direction:${direction.id}`, label: direction.name })),
  ];

  function change(next: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    onEdit();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const money = (text: string) => (text.trim() === '' ? 0 : parseRubles(text));
    const amount = values.kind === 'percent' ? 0 : money(values.amount);
    const minAmount = values.kind === 'student' ? money(values.minAmount) : 0;
    if (amount === null || minAmount === null) {
      setProblem(payrollTexts.amountProblem);
      return;
    }
    const [scopeKind, scopeId] = values.scope.split(':');
    onSubmit(
      {
        teacher_id: Number(values.teacherId),
        kind: values.kind,
        amount,
        min_amount: minAmount,
        percent: values.kind === 'percent' ? Number(values.percent || 0) : 0,
        group_id: scopeKind === 'group' ? Number(scopeId) : null,
        direction_id: scopeKind === 'direction' ? Number(scopeId) : null,
        effective_from: values.from,
      },
      () => setValues(emptyRate(values.teacherId, clock.today())),
    );
  }

  return (
    <form className={styles.rateForm} aria-label={payrollTexts.add} onSubmit={handleSubmit}>
      <SelectField
        label={payrollTexts.teacher}
        options={choices.teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.name }))}
        required
        value={values.teacherId}
        onChange={(event) => change({ teacherId: event.target.value })}
      />
      <SelectField
        label={payrollTexts.kind}
        options={kindOptions}
        value={values.kind}
        onChange={(event) => change({ kind: event.target.value as PayRateKind })}
      />
      {values.kind === 'percent' ? (
        <TextField
          label={payrollTexts.percent}
          type="number"
          min={1}
          max={100}
          required
          value={values.percent}
          onChange={(event) => change({ percent: event.target.value })}
        />
      ) : (
        <TextField
          label={payrollTexts.amount}
          inputMode="decimal"
          required
          value={values.amount}
          onChange={(event) => change({ amount: event.target.value })}
        />
      )}
      {values.kind === 'student' && (
        <TextField
          label={payrollTexts.minAmount}
          inputMode="decimal"
          value={values.minAmount}
          onChange={(event) => change({ minAmount: event.target.value })}
        />
      )}
      <SelectField
        label={payrollTexts.scope}
        options={scopeOptions}
        value={values.scope}
        onChange={(event) => change({ scope: event.target.value })}
      />
      <DateField
        label={payrollTexts.effectiveFrom}
        required
        value={values.from}
        onChange={(from) => change({ from })}
      />
      <div className={styles.formEnd}>
        {(problem ?? error) && <ErrorMessage>{problem ?? error}</ErrorMessage>}
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? payrollTexts.adding : payrollTexts.add}
        </Button>
      </div>
    </form>
  );
}
