import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { parseRubles } from '@/contract';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { TextField } from '@/ui/text-field';
import { financeQueries } from '../api/finance-queries';
import { useFinanceSettingsUpdate } from '../api/use-settings-update';
import { amountText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

/**
 * The price of a visit no subscription covers, how many such visits the roll allows before it warns, and whether an
 * absence with no pass is billed at that price (off by default: docs/money.md).
 */
export function SettingsCard() {
  const settings = useQuery(financeQueries.settings());
  const [price, setPrice] = useState('');
  const [limit, setLimit] = useState('');
  const [billAbsence, setBillAbsence] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFinanceSettingsUpdate();
  useEffect(() => {
    if (!settings.data) return;
    setPrice(amountText(settings.data.single_lesson_price));
    setLimit(String(settings.data.debt_visit_limit));
    setBillAbsence(settings.data.bill_absence_without_pass);
  }, [settings.data]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kopecks = parseRubles(price);
    if (kopecks === null || !/^\d+$/.test(limit.trim())) return setProblem(financeTexts.badAmount);
    setProblem(null);
    save.mutate({
      single_lesson_price: kopecks,
      debt_visit_limit: Number(limit),
      bill_absence_without_pass: billAbsence,
    });
  }

  return (
    <Card title={financeTexts.settingsTitle}>
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        aria-label={financeTexts.settingsTitle}
        noValidate
      >
        <TextField
          label={financeTexts.singlePrice}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label={financeTexts.debtLimit}
          inputMode="numeric"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
        />
        <label>
          <input
            type="checkbox"
            checked={billAbsence}
            onChange={(event) => setBillAbsence(event.target.checked)}
          />{' '}
          {financeTexts.billAbsence}
        </label>
        <div className={styles.formActions}>
          <Button type="submit" disabled={save.isPending || !settings.data}>
            {financeTexts.confirm}
          </Button>
        </div>
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </form>
    </Card>
  );
}
