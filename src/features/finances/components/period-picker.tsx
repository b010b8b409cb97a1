import { type Period, toIsoDate } from '@/contract';
import { dayjs } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DateInput } from '@/ui/date-input';
import { Field } from '@/ui/field';
import { dateText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

export function monthOf(date: dayjs.Dayjs): Period {
  return {
    date_from: date.startOf('month').format('YYYY-MM-DD'),
    date_to: date.endOf('month').format('YYYY-MM-DD'),
  };
}

const presets = {
  thisMonth: () => monthOf(dayjs()),
  lastMonth: () => monthOf(dayjs().subtract(1, 'month')),
  thisYear: () => ({
    date_from: dayjs().startOf('year').format('YYYY-MM-DD'),
    date_to: dayjs().endOf('year').format('YYYY-MM-DD'),
  }),
};

type PeriodPickerProps = { period: Period; onChange: (period: Period) => void };

/** The period every list and total of /finances is for: a preset or two typed dates. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const change = (end: keyof Period) => (text: string) => {
    const iso = toIsoDate(text);
    if (iso === null) return;
    const next = { ...period, [end]: iso };
    if (next.date_from <= next.date_to) onChange(next);
  };
  return (
    <fieldset className={styles.period} aria-label={financeTexts.period}>
      {(Object.keys(presets) as (keyof typeof presets)[]).map((name) => (
        <Button key={name} onClick={() => onChange(presets[name]())}>
          {financeTexts.presets[name]}
        </Button>
      ))}
      <Field label={financeTexts.periodFrom}>
        {(id) => <DateInput id={id} value={dateText(period.date_from)} onChange={change('date_from')} />}
      </Field>
      <Field label={financeTexts.periodTo}>
        {(id) => <DateInput id={id} value={dateText(period.date_to)} onChange={change('date_to')} />}
      </Field>
    </fieldset>
  );
}
