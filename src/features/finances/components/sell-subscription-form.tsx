import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatMoney, type PaymentMethod, parseRubles, paymentMethods, toIsoDate } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { useSubmitKey } from '@/lib/submit-key';
import { Button } from '@/ui/button';
import { DateInput } from '@/ui/date-input';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { financeQueries } from '../api/finance-queries';
import { useSubscriptionSell } from '../api/use-pass-writes';
import { amountText, todayText } from '../money-form-values';
import { financeTexts } from '../texts';
import { useChosenStudent } from '../use-chosen-student';
import styles from './finances.module.css';
import { StudentSelect } from './student-select';

type SellSubscriptionFormProps = {
  /** The students to choose from; a student's own account passes just them. */
  students: readonly { id: number; name: string }[];
  onSold?: (name: string) => void;
};

/**
 * Sells a subscription from a template, with the payment taken now (the price by default, any part of it; the
 * rest stays owed). The payer is the student's parent when they have one.
 */
export function SellSubscriptionForm({ students, onSold }: SellSubscriptionFormProps) {
  const templates = useQuery(financeQueries.templates());
  const [studentId, setStudentId] = useChosenStudent(students);
  const [templateId, setTemplateId] = useState('');
  const clock = useSchoolClock();
  const [date, setDate] = useState(() => todayText(clock.today()));
  const [paid, setPaid] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [problem, setProblem] = useState<string | null>(null);
  const submitKey = useSubmitKey([studentId, templateId, date, paid, method]);
  const sell = useSubscriptionSell(submitKey);
  const active = (templates.data ?? []).filter((template) => !template.is_archived);

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = active.find((item) => String(item.id) === id);
    if (template) setPaid(amountText(template.price));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!studentId || !templateId) return setProblem(financeTexts.chooseTemplate);
    const issuedAt = toIsoDate(date);
    if (issuedAt === null) return setProblem(financeTexts.badDate);
    // Nothing typed (or zero) sells without a payment: the whole price is owed.
    const paysNothing = paid.trim() === '' || parseRubles(paid) === 0;
    const amount = paysNothing ? null : parseRubles(paid);
    if (!paysNothing && (amount === null || amount <= 0)) return setProblem(financeTexts.badAmount);
    setProblem(null);
    sell.mutate(
      {
        student_id: Number(studentId),
        template_id: Number(templateId),
        issued_at: issuedAt,
        payment: amount === null ? null : { amount, method },
      },
      { onSuccess: (sold) => onSold?.(sold.sub_name) },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={financeTexts.sellTitle} noValidate>
      <StudentSelect students={students} value={studentId} onChange={setStudentId} />
      <SelectField
        label={financeTexts.template}
        value={templateId}
        onChange={(event) => chooseTemplate(event.target.value)}
        options={[
          { value: '', label: financeTexts.chooseTemplate },
          ...active.map((template) => ({
            value: String(template.id),
            label: `${template.name} — ${formatMoney(template.price)}`,
          })),
        ]}
      />
      <Field label={financeTexts.date}>{(id) => <DateInput id={id} value={date} onChange={setDate} />}</Field>
      <TextField
        label={financeTexts.paidNow}
        hint={financeTexts.paidNowHint}
        inputMode="decimal"
        value={paid}
        onChange={(event) => setPaid(event.target.value)}
      />
      <SelectField
        label={financeTexts.method}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        options={paymentMethods.map((value) => ({ value, label: financeTexts.paymentMethods[value] }))}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={sell.isPending}>
          {financeTexts.sell}
        </Button>
      </div>
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
    </form>
  );
}
